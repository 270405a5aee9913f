export declare const PAGE_PATTERNS: string[];
export declare const APP_PATH_SOURCE: string;
