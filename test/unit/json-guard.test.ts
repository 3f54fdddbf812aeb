import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, refuseHostileJson } from '#server/http/json-guard.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('refuseHostileJson', () => {
  it('lets nesting up to the limit through and refuses one level more', () => {
    expect(() => refuseHostileJson(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => refuseHostileJson(nested(MAX_JSON_DEPTH + 1))).toThrow('invalid-input');
    expect(() => refuseHostileJson(`{"a":${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toThrow('invalid-input');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(() => refuseHostileJson(JSON.stringify({ text: '['.repeat(1000) }))).not.toThrow();
    expect(() => refuseHostileJson(JSON.stringify({ text: `\\"${'{'.repeat(1000)}` }))).not.toThrow();
  });

  it('refuses a __proto__ key however it is spelt, and constructor.prototype', () => {
    expect(() => refuseHostileJson('{"__proto__":{"polluted":true}}')).toThrow('invalid-input');
    expect(() => refuseHostileJson('{"a":[{"\\u005f_proto__":{}}]}')).toThrow('invalid-input');
    expect(() => refuseHostileJson('{"constructor":{"prototype":{"polluted":true}}}')).toThrow('invalid-input');
  });

  it('lets those words through as values, and a constructor key without a prototype', () => {
    expect(() => refuseHostileJson('{"name":"__proto__","tag":"constructor"}')).not.toThrow();
    expect(() => refuseHostileJson('{"constructor":"x","prototype":{}}')).not.toThrow();
    expect(() => refuseHostileJson('{"text":"caf\\u00e9"}')).not.toThrow();
  });

  it('leaves malformed text to the parser', () => {
    expect(() => refuseHostileJson('{"__proto__":')).not.toThrow();
  });
});
