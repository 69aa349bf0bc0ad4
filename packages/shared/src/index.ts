export * from './roles';
export * from './limits';
export * from './errors';
export * from './api/common';
export * from './api/auth';
export * from './api/users';
export * from './api/tracking';
export * from './api/admin';
