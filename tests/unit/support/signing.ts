// Unit tests sign requests with our own SHA-256, as plain-http host pages do: Node's SubtleCrypto answers
// from its thread pool, which fake timers cannot advance. Loaded here so the fallback's import is cached.
import '../../../src/api/sha256';

Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
