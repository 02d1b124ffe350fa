export declare function chromiumExecutable(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
