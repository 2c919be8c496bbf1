// The error catalogue of spec §8 as one typed error. Text is produced later by i18n from `messageKey`;
// a server's own message is kept as plain text in `serverMessage` (render it as text, never as HTML).

/** Main API response codes (spec §8) and the second API's expiry code. */
export const API_CODE = {
  success: 1,
  nodeSuccess: 0,
  expired: 405,
  kicked: 505,
  nullUser: 400,
  forbidden: 403,
  imageCode: 200025,
  validateCode: 200028,
  secondApiExpired: 14010,
  /** The reference server's own failure: an internal error, or storage unavailable (a change it could not save). */
  serverError: 1500,
} as const;

/** Every way a call can fail. 'unknown-outcome': a bet POST timed out or got a 5xx, so it may have been placed. */
export type ApiErrorKind =
  | 'network'
  | 'cancel'
  | 'expired'
  | 'kicked'
  | 'nullUser'
  | 'forbidden'
  | 'imageCode'
  | 'validateCode'
  | 'server'
  | 'business'
  | 'malformed'
  | 'unknown-outcome';

/** The i18n key (namespace `errors`) of a kind, where it is not the kind's own name. */
const MESSAGE_NAME: Partial<Record<ApiErrorKind, string>> = {
  cancel: 'httpCancel',
  expired: 'sessionExpired',
  malformed: 'malformedData',
  'unknown-outcome': 'unknownOutcome',
};

/** Developer-facing text per kind; the spec's own wording where it gives one. */
const DEV_TEXT: Partial<Record<ApiErrorKind, string>> = { network: '网络错误', cancel: 'http cancel' };

export interface ApiErrorDetails {
  /** Envelope code, when the server answered with one. */
  code?: number;
  /** HTTP status, when the failure was an HTTP status. */
  status?: number;
  /** The server's own message, plain text. */
  serverMessage?: string;
  /** The request path that failed. */
  path?: string;
  cause?: unknown;
}

/** A failed API call, typed by kind, with the i18n key the UI shows. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly messageKey: string;
  readonly code?: number;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly path?: string;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(
      details.serverMessage ?? DEV_TEXT[kind] ?? kind,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'ApiError';
    this.kind = kind;
    this.messageKey = `errors:${MESSAGE_NAME[kind] ?? kind}`;
    this.code = details.code;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.path = details.path;
  }
}

/** True for an ApiError, optionally of one kind. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/** Kind of a non-success envelope code (spec §8); any other code is a 'business' failure. */
export function kindOfCode(code: number): ApiErrorKind {
  switch (code) {
    case API_CODE.expired:
    case API_CODE.secondApiExpired:
      return 'expired';
    case API_CODE.kicked:
      return 'kicked';
    case API_CODE.nullUser:
      return 'nullUser';
    case API_CODE.forbidden:
      return 'forbidden';
    case API_CODE.imageCode:
      return 'imageCode';
    case API_CODE.validateCode:
      return 'validateCode';
    case API_CODE.serverError:
      return 'server';
    default:
      return 'business';
  }
}
