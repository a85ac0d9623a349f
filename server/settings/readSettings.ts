/**
 * Reads the settings from the environment once, through their schema. A setting that is not
 * what it should be stops the start before anything is opened, with a line per setting that
 * names it, says what it got and what it wants.
 */
import { settingsSchema, type Settings } from './schema';

/** The settings are wrong: `problems` holds one line per wrong setting, the message all of them. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'settings');
    if ((issue as { params?: { sentence?: boolean } }).params?.sentence) return issue.message;
    return `${name}: got ${JSON.stringify(env[name] ?? '')}, wants ${issue.message}`;
  });
  // A list with several bad entries says so once.
  throw new SettingsError([...new Set(lines)]);
}

/**
 * What a command prints when it cannot start because of its settings, or undefined for another
 * failure: the settings' problems alone, without a stack, which says nothing the operator needs.
 */
export function settingsProblemText(error: unknown): string | undefined {
  if (!(error instanceof SettingsError)) return undefined;
  const [only, ...more] = error.problems;
  if (!more.length) return `a setting is wrong: ${only}`;
  return `${error.problems.length} settings are wrong:\n${error.problems.map((p) => `  ${p}`).join('\n')}`;
}
