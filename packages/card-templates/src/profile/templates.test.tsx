import { loadTemplate } from '../template';
import { describeProfileTemplate } from './describe-profile-template';
import { PROFILE_TEMPLATES } from './templates';

// The checks every profile template shares, run for each template its list registers.
for (const template of PROFILE_TEMPLATES) describeProfileTemplate(template.id, await loadTemplate(template));
