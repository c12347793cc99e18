/**
 * The standard built-ins, by their global names. Page code shares a render thread's realm with
 * Node's own code, and Node does not hold its own copy of all of them: with `globalThis.Symbol`
 * replaced, the next exception thrown from a timer aborted the whole process (a FATAL ERROR in
 * Node's TriggerUncaughtException), taking every other page and the build with it.
 */
const INTRINSICS = [
  'Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Date', 'Promise', 'RegExp', 'Error',
  'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'JSON', 'Math', 'Reflect',
  'Proxy', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'FinalizationRegistry', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView',
  'Atomics', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'Intl', 'Iterator', 'parseInt', 'parseFloat', 'isNaN',
  'isFinite', 'encodeURI', 'encodeURIComponent', 'decodeURI', 'decodeURIComponent', 'escape', 'unescape', 'eval', 'globalThis',
];

/**
 * Makes the global bindings of the standard built-ins read-only on a render thread, once its own
 * modules are loaded: page code that replaces one throws where it does so (a located error on its
 * page), or in sloppy code changes nothing. The built-ins themselves stay as they are.
 */
export function lockIntrinsics(): void {
  for (const name of INTRINSICS) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    if (descriptor?.configurable && 'value' in descriptor) Object.defineProperty(globalThis, name, { writable: false, configurable: false });
  }
}
