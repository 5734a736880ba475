export interface ThirdPartySourcesConfig {
  tagManager: string | null;
  chat: string | null;
  reviews: string[];
}

export interface BuildSources {
  apiBase: string | null;
  thirdParty: ThirdPartySourcesConfig | null;
}

export type Headers = Record<string, string>;

export interface SecurityHeaders {
  procurement: string[];
  page(pathname: string, cookie?: string): Headers;
  file(extension: string): Headers;
  api<T extends Record<string, unknown>>(headers: T): T & Headers;
}

export declare const CSP_SOURCES_FILE: 'csp-sources.json';
export declare const FRAMEABLE_PAGES: { exact: string[]; withSubpaths: string[] };
export declare const PUNCH_OUT_COOKIE: 'spinacz_punch_out';
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare function commonHeaders(https: boolean): Headers;
export declare function inlineScriptHashes(html: string): string[];
export declare function originOf(url: string): string | null;
export declare function parseOrigins(value: string | undefined, name?: string): string[];
export declare function thirdPartySources(thirdParty: ThirdPartySourcesConfig | null | undefined): { script: string[]; connect: string[]; img: string[]; frame: string[] };
export declare function contentSecurityPolicy(options?: { scriptHashes?: string[]; apiOrigin?: string | null; thirdParty?: ThirdPartySourcesConfig | null; frameAncestors?: string[] }): string;
export declare function isFrameablePage(pathname: string): boolean;
export declare function createSecurityHeaders(options: { indexHtml: string; sources?: BuildSources | null; procurementOrigins?: string; https?: boolean }): SecurityHeaders;
export declare function securityHeadersFor(root: string, env?: Record<string, string | undefined>): SecurityHeaders;
