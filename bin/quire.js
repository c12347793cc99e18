#!/usr/bin/env node
// The compiled CLI lives in dist/ (built by `npm install` through the `prepare` script).
import { main } from '../dist/cli/main.js';

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
