// jsdom plus the Fetch API classes Node already has (the API client's tests build Requests and
// Responses), and setImmediate, which React's Node renderer schedules with (the shell's prerender
// test renders pages and hydrates them in one test file).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream',
  'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel',
  'setImmediate', 'clearImmediate'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
