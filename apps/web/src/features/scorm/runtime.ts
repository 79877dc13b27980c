import type { ScormVersion } from '@portal/shared';
import { storableCmi } from './cmi-saver';

/** What the portal uses of a scorm-again API object. */
interface RuntimeApi {
  on(name: string, callback: (...args: unknown[]) => void): void;
  loadFromFlattenedJSON(json: Record<string, string>): void;
  getFlattenedCMI(): Record<string, unknown>;
}

declare global {
  interface Window {
    API?: unknown;
    API_1484_11?: unknown;
  }
}

const SETTINGS = {
  // The portal saves on the package's own commits (see cmi-saver.ts), not on a timer.
  autocommit: false,
  // Finishing without a status is "incomplete", never "completed" (scorm-again may default it).
  autoCompleteLessonStatus: false,
  logLevel: 5,
} as const;

type RuntimeClass = new (settings: typeof SETTINGS) => RuntimeApi;
type RuntimeModule = {
  default?: RuntimeClass;
  Scorm12API?: RuntimeClass;
  Scorm2004API?: RuntimeClass;
};

/**
 * The API class of the version. The ESM build exports it by name while the bundled typings
 * declare a default export, so both are looked for.
 */
async function runtimeClass(version: ScormVersion): Promise<RuntimeClass> {
  const module = (version === '1.2'
    ? await import('scorm-again/scorm12')
    : await import('scorm-again/scorm2004')) as unknown as RuntimeModule;
  const found = version === '1.2' ? module.Scorm12API : module.Scorm2004API;
  const api = found ?? module.default;
  if (!api) throw new Error(`scorm-again has no runtime for SCORM ${version}`);
  return api;
}

/**
 * Creates the SCORM runtime for the package's version with the stored CMI loaded, installs it
 * where packages look for it (window.API for 1.2, window.API_1484_11 for 2004), and calls
 * `onCommit` with the storable CMI on every commit and on finish. scorm-again is imported here,
 * so it loads in its own chunk only when a package opens. Returns the uninstaller.
 */
export async function installScormRuntime(
  version: ScormVersion,
  cmi: Record<string, string>,
  onCommit: (cmi: Record<string, string>, finish: boolean) => void,
): Promise<() => void> {
  const api = new (await runtimeClass(version))({ ...SETTINGS });
  api.loadFromFlattenedJSON(cmi);
  const [commitEvent, finishEvent] =
    version === '1.2' ? ['LMSCommit', 'LMSFinish'] : ['Commit', 'Terminate'];
  api.on(commitEvent, () => onCommit(storableCmi(api.getFlattenedCMI()), false));
  api.on(finishEvent, () => onCommit(storableCmi(api.getFlattenedCMI()), true));
  const key = version === '1.2' ? 'API' : 'API_1484_11';
  window[key] = api;
  return () => {
    if (window[key] === api) delete window[key];
  };
}
