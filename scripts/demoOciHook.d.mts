import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const OCI_HOOK_PATH: '/demo/oci-hook';
export declare const PROCUREMENT_PAGE_PATH: '/demo/system-zakupowy';
export declare function handleDemoOciHook(req: IncomingMessage, res: ServerResponse): boolean;
