#!/usr/bin/env node
import { main } from '../lib/src/cli/docsCheck.js';

await main(process.argv);
