import { describeProfileTemplate } from '../describe-profile-template';
import template from './template';

describeProfileTemplate('ProfileDefaultCard', template, { showsPhoto: true });
