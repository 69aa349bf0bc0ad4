import { loadTemplate } from '../template';
import { describeNoteTemplate } from './describe-note-template';
import { XIAOHONGSHU_TEMPLATES } from './templates';

// The checks every xiaohongshu template shares, run for each template its list registers.
for (const template of XIAOHONGSHU_TEMPLATES) describeNoteTemplate(template.id, await loadTemplate(template));
