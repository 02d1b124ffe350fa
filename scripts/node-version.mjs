#!/usr/bin/env node
// Which Node.js runs Quartermaster: the range every dependency's `engines` accepts. undici 8
// needs 22.19, pdf.js 22.13; Vitest and dependency-cruiser skip the odd releases 23 and 25.
// `node scripts/node-version.mjs` says in one sentence when this Node is not one of them (exit 1).
import { pathToFileURL } from 'node:url';

/** The same range as package.json's engines.node (a unit test keeps them equal). */
export const NODE_ENGINES = '^22.19.0 || ^24.0.0 || >=26.0.0';

export function nodeSupported(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return (major === 22 && minor >= 19) || major === 24 || major >= 26;
}

export function unsupportedNodeSentence(version = process.versions.node) {
  return `Quartermaster needs Node.js 22.19 or a later 22.x, 24 (recommended) or 26 and newer, but this is Node.js ${version}: install Node.js 24 and run the command again.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && !nodeSupported()) {
  console.error(unsupportedNodeSentence());
  process.exit(1);
}
