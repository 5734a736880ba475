import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LATER_NAMESPACES } from '../../src/i18n/laterNamespaces.ts';

/**
 * The texts reach the browser as JSON, not as script: per language one file with the namespaces
 * every page needs ("first") and one file per later namespace (`LATER_NAMESPACES`), fetched with
 * the screens that need them. The app imports `virtual:locale-files` for their addresses:
 * hashed files under /assets in the build, served from the sources by the dev server.
 */
export const LOCALE_FILES_MODULE = 'virtual:locale-files';
const RESOLVED = `\0${LOCALE_FILES_MODULE}`;
const DEV_PREFIX = '/@locale-files/';
export const FIRST = 'first';

type Texts = Record<string, unknown>;
/** language → file name ('first' or a later namespace) → namespace → texts */
export type LocaleFileSet = Record<string, Record<string, Record<string, Texts>>>;

const LATER = new Set<string>(LATER_NAMESPACES);

/** Reads `dir/<language>/<namespace>.json` and groups them into the files the browser loads. */
export function localeFileSet(dir: string): LocaleFileSet {
  const set: LocaleFileSet = {};
  for (const language of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    const files: Record<string, Record<string, Texts>> = { [FIRST]: {} };
    for (const name of readdirSync(join(dir, language)).filter((file) => file.endsWith('.json')).sort()) {
      const namespace = name.slice(0, -'.json'.length);
      const texts = JSON.parse(readFileSync(join(dir, language, name), 'utf8')) as Texts;
      if (LATER.has(namespace)) files[namespace] = { [namespace]: texts };
      else files[FIRST][namespace] = texts;
    }
    set[language] = files;
  }
  return set;
}

/** The build's file name of one locale file: content-hashed, so it can be cached for good. */
export function localeFileName(language: string, file: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `assets/texts-${language}-${file}-${hash}.json`;
}

/** The name the build gave a locale file (language, 'first' or a later namespace), found among the written files. */
export function builtLocaleFile(fileNames: Iterable<string>, language: string, file: string): string | undefined {
  const pattern = new RegExp(`^assets/texts-${language}-${file}-[\\w-]{8}\\.json$`);
  for (const name of fileNames) if (pattern.test(name)) return name;
  return undefined;
}

/** Every locale file of the build: language → file → { fileName, source }. */
export function builtLocaleFiles(dir: string): Record<string, Record<string, { fileName: string; source: string }>> {
  const result: Record<string, Record<string, { fileName: string; source: string }>> = {};
  for (const [language, files] of Object.entries(localeFileSet(dir))) {
    result[language] = {};
    for (const [file, namespaces] of Object.entries(files)) {
      const source = JSON.stringify(namespaces);
      result[language][file] = { fileName: localeFileName(language, file, source), source };
    }
  }
  return result;
}

export function localeFiles(dir: string): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'spinacz-locale-files',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    resolveId(id) {
      return id === LOCALE_FILES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const urls: Record<string, Record<string, string>> = {};
      if (build) {
        for (const [language, files] of Object.entries(builtLocaleFiles(dir))) {
          urls[language] = {};
          for (const [file, { fileName, source }] of Object.entries(files)) {
            this.emitFile({ type: 'asset', fileName, source });
            urls[language][file] = `${base}${fileName}`;
          }
        }
      } else {
        for (const [language, files] of Object.entries(localeFileSet(dir))) {
          urls[language] = Object.fromEntries(Object.keys(files).map((file) => [file, `${DEV_PREFIX}${language}/${file}.json`]));
        }
      }
      for (const language of Object.keys(urls)) {
        for (const name of readdirSync(join(dir, language))) this.addWatchFile(join(dir, language, name));
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/@locale-files\/([\w-]+)\/([\w-]+)\.json$/.exec(request.url ?? '');
        const namespaces = match ? localeFileSet(dir)[match[1]]?.[match[2]] : undefined;
        if (!namespaces) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(namespaces));
      });
    },
  };
}
