// jsdom plus the Fetch API classes Node already has (react-router's data routers build Requests).
// AbortController comes along so a Request accepts the router's abort signal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream',
  'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
