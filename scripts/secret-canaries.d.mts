export declare const SERVER_VARIABLES: string[];
export declare const SECRET_CANARIES: Record<string, string>;
export declare const CANARY_ENV: Record<string, string>;
