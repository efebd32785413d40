// What `npm run build` wrote about itself (dist/build-info.json, scripts/build.mjs). A production
// start runs only a build made for production: one made with NODE_ENV=development (or test) holds
// React's development code, whose server renderer cannot run under NODE_ENV=production, so every
// page would silently be drawn by the browser instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO } from './paths';

export interface BuildInfo {
  builtAt: string;
  /** production, or development when NODE_ENV was set to anything else during the build. */
  mode: 'production' | 'development';
  /** NODE_ENV during the build, when it was set. */
  nodeEnv?: string;
}

const REBUILD = 'Run "npm run build" (with NODE_ENV unset or production) where the dev dependencies are installed, then start again.';

/** Why the build in `file` cannot be started in production, or null when it can. */
export function productionBuildProblem(file: string = BUILD_INFO): string | null {
  if (!existsSync(file)) return `The shop is not built (${file} is missing). ${REBUILD}`;
  let info: Partial<BuildInfo>;
  try {
    info = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>;
  } catch {
    return `The shop's build cannot be read (${file}). ${REBUILD}`;
  }
  if (info.mode === 'production') {
    // The web app and its server renderer, beside the stamp: without them pages would not be served as built.
    const dist = path.dirname(file);
    for (const part of [path.join('web', 'index.html'), path.join('render', 'entry-server.js')]) {
      if (!existsSync(path.join(dist, part))) return `The shop's build is incomplete (${path.join(dist, part)} is missing). ${REBUILD}`;
    }
    return null;
  }
  if (info.mode === 'development')
    return `The shop was built in development mode (NODE_ENV=${info.nodeEnv ?? '?'} during the build): its pages cannot be rendered on the server under NODE_ENV=production. ${REBUILD}`;
  return `The shop's build does not say it was made for production (${file}). ${REBUILD}`;
}
