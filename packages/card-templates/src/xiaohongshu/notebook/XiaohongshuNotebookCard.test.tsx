import { describeNoteTemplate } from '../describe-note-template';
import { loadTemplate } from '../../template';
import manifest from './template';

// The body (component and examples) is its own chunk; the tests draw the template as a page does.
const template = await loadTemplate(manifest);

describeNoteTemplate('XiaohongshuNotebookCard', template);
