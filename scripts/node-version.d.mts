export declare const NODE_ENGINES: string;
export declare function nodeSupported(version?: string): boolean;
export declare function unsupportedNodeSentence(version?: string): string;
