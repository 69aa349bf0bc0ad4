import { describeProfileTemplate } from '../describe-profile-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeProfileTemplate('ProfileBlueWhiteCard', template, { showsPhoto: true });
