import { describeProfileTemplate } from '../describe-profile-template';
import template from './template';

describeProfileTemplate('ProfileBlueWhiteCard', template, { showsPhoto: true });
