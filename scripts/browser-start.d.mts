export declare function rendererBuildNeeded(root: string): boolean;
export declare function openerCommand(url: string, platform?: NodeJS.Platform): { command: string; args: string[]; windowsVerbatimArguments?: boolean };
export declare function openInBrowser(url: string, platform?: NodeJS.Platform): Promise<boolean>;
export declare function hostAddress(output: string): string | null;
