#!/usr/bin/env node
// `npm run render -- --kind quote --template redBold --in quote.txt --out card.png`: a card as PNG
// from the command line, with no server running (apps/server/src/render-cli.ts; --help).
import { runBuilt } from './run-built.mjs';

await runBuilt('render-cli');
