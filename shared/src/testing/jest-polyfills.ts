// jsdom lacks a few web APIs that react-router uses; Node's own implementations stand in.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
