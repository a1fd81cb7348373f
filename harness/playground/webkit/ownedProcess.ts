import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** How much of a process's stderr is kept for error messages. */
const TAIL_CHARS = 2_000;

/** How long a process gets to end after SIGTERM before it is killed. */
const TERM_GRACE_MS = 3_000;

/**
 * A helper process the runner started and must end: spawned as the leader of its own process group, so that
 * stopping it also ends what it started (WebKitWebDriver starts MiniBrowser, which starts WebKit's web and network
 * processes), and killed when this Node process exits, even after a failure that skipped the normal stop.
 */
export class OwnedProcess {
  private stderrTail = '';
  private readonly exited: Promise<void>;
  private exitCode: number | null = null;
  private exitSignal: NodeJS.Signals | null = null;
  private stopped: Promise<void> | null = null;
  private readonly killOnExit = () => this.signal('SIGKILL');

  private constructor(
    /** A short name for messages, such as `Xvfb`. */
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-TAIL_CHARS);
    });
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
        resolve();
      });
    });
    process.on('exit', this.killOnExit);
  }

  /** Starts `command`; stdin and stdout are ignored unless `stdio` says otherwise, stderr is kept for messages. */
  static start(name: string, command: string, args: string[], options: SpawnOptions = {}): Promise<OwnedProcess> {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options, detached: true });
    return new Promise((resolve, reject) => {
      child.once('error', (error) => reject(new Error(`${name}: cannot start ${command}: ${error.message}`, { cause: error })));
      child.once('spawn', () => resolve(new OwnedProcess(name, child)));
    });
  }

  /** True until the process has exited. */
  get running(): boolean {
    return this.exitCode === null && this.exitSignal === null && this.child.exitCode === null;
  }

  /** How it ended and the end of its stderr, for an error message. */
  describe(): string {
    const end = this.running ? 'still running' : `exited with ${this.exitSignal ?? `code ${this.exitCode}`}`;
    const tail = this.stderrTail.trim();
    return `${this.name} ${end}${tail ? `; its stderr ends with:\n${tail}` : ''}`;
  }

  /** Resolves when the process exits. */
  whenExited(): Promise<void> {
    return this.exited;
  }

  private signal(signal: NodeJS.Signals): void {
    if (this.child.pid === undefined) return;
    try {
      // The negative pid addresses the whole group this process leads.
      process.kill(-this.child.pid, signal);
    } catch {
      // The group is gone already.
    }
  }

  /**
   * Ends the process and its group: SIGTERM, then SIGKILL after a grace period; then SIGKILL once more to the group
   * for anything it started and left behind. Later calls wait for the first.
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      if (this.running) {
        this.signal('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), TERM_GRACE_MS);
        });
        const outcome = await Promise.race([this.exited, grace]);
        clearTimeout(timer);
        if (outcome === 'late') {
          this.signal('SIGKILL');
          await this.exited;
        }
      }
      this.signal('SIGKILL');
      process.off('exit', this.killOnExit);
    })();
    return this.stopped;
  }
}
