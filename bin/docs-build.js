#!/usr/bin/env node
import { main } from '../lib/src/cli/docsBuild.js';

await main(process.argv);
