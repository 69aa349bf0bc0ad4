import { describeProfileTemplate } from '../describe-profile-template';
import template from './template';

describeProfileTemplate('ProfileTechCard', template, { showsPhoto: true });
