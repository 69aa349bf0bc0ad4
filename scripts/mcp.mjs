#!/usr/bin/env node
// `npm run mcp`: the Inkcard MCP server on stdio (apps/server/src/mcp-stdio.ts). stdout carries
// nothing but the protocol; logs go to stderr.
import { runBuilt } from './run-built.mjs';

await runBuilt('mcp-stdio');
