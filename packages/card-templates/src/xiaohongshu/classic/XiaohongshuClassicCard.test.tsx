import { describeNoteTemplate } from '../describe-note-template';
import template from './template';

describeNoteTemplate('XiaohongshuClassicCard', template);
