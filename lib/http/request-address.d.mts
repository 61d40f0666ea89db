export declare const BAD_ADDRESS_MESSAGE: string;
export declare function addressDecodes(text: string): boolean;
