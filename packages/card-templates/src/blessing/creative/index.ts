import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';
import { BlessingCreativeCard } from './BlessingCreativeCard';
import { blessingCreativeManifest } from './template';
import type { BlessingTemplate } from '../../types';

/** The blessing/creative template: manifest, component and examples. */
export const blessingCreativeCardTemplate: BlessingTemplate = {
  manifest: blessingCreativeManifest,
  Component: BlessingCreativeCard,
  examples: { zh: exampleZh, en: exampleEn },
};
