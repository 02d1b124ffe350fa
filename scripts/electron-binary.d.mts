export declare function electronBinary(electronPackageDir: string, env?: Record<string, string | undefined>): string | null;
