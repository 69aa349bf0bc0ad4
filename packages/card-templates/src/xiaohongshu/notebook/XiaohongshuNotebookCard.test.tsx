import { describeNoteTemplate } from '../describe-note-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeNoteTemplate('XiaohongshuNotebookCard', template);
