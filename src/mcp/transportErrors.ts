import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** JSON-RPC 2.0's codes for a message that is not JSON, and for one that is not a valid request. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** Whether the transport's error is about a message it read (not JSON, not a message, too large), not its stream. */
export const isMessageError = (error: Error): boolean =>
  error instanceof SyntaxError || error.name === 'ZodError' || /exceeded maximum size/i.test(error.message);

/**
 * The JSON-RPC error response to a message the stdio transport could not take (the SDK only
 * reports it to the server, and the client waits for ever): not JSON (a byte-order mark, a cut
 * line), not a valid message (`"jsonrpc": "1.0"`, `params: null`), or over the transport's limit.
 */
export function transportErrorReply(error: Error): JSONRPCMessage {
  const notJson = error instanceof SyntaxError;
  const tooLarge = /exceeded maximum size/i.test(error.message);
  const message = notJson
    ? `Parse error: the message is not JSON (${error.message}).`
    : tooLarge
      ? `Invalid request: ${error.message}; the session ends.`
      : 'Invalid request: not a JSON-RPC 2.0 message (jsonrpc "2.0", a method, params an object or absent).';
  return {
    jsonrpc: '2.0',
    // The transport does not say which message it was: JSON-RPC's id for an unknown request.
    id: null,
    error: { code: notJson ? PARSE_ERROR : INVALID_REQUEST, message },
  } as unknown as JSONRPCMessage;
}
