#!/usr/bin/env node
import { Command } from 'commander';
import { createCommand } from '../create/createCommand.ts';
import { devCommand } from '../dev/devCommand.ts';
import { doctorCommand } from '../doctor/doctorCommand.ts';
import { emulatorCommand } from '../emulatorCommand.ts';
import { runCli } from '../runCli.ts';

const program = new Command('auth-widget')
  .description('The auth widget kit: scaffold a site, check its config, run the provider emulator and the site together')
  .version('0.1.0')
  .addCommand(doctorCommand())
  .addCommand(emulatorCommand())
  .addCommand(devCommand())
  .addCommand(createCommand('create'));

process.exitCode = await runCli(program, process.argv);
