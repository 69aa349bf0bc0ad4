import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';
import { BlessingClassicCard } from './BlessingClassicCard';
import { blessingClassicManifest } from './template';
import type { BlessingTemplate } from '../../types';

/** The blessing/classic template: manifest, component and examples. */
export const blessingClassicCardTemplate: BlessingTemplate = {
  manifest: blessingClassicManifest,
  Component: BlessingClassicCard,
  examples: { zh: exampleZh, en: exampleEn },
};
