#!/usr/bin/env node
import { createCommand } from '../create/createCommand.ts';
import { runCli } from '../runCli.ts';

process.exitCode = await runCli(createCommand('create-auth-widget').version('0.1.0'), process.argv);
