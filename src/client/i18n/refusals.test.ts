import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_SENTENCE_VARIANTS } from '../../shared/error-sentences';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { IMPORT_STOPPED } from '../../shared/lists-api';
import englishAuth from '../locales/en/auth.json';
import englishErrors from '../locales/en/errors.json';
import { i18n, loadMessages } from './i18n';
import { refusalSentence } from './refusals';

const SERVER = fileURLToPath(new URL('../../server', import.meta.url));

/** What a code was sent with: a sentence, or null where the source builds it as it goes. */
type Sentences = Map<string, (string | null)[]>;

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverSources(file);
    return /(?<!\.test)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const CODE = /^[a-z]+(?:-[a-z]+)*$/;
/** A module's string constant (`INTERNAL_MESSAGE`), as opposed to a variable or parameter. */
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

function literal(node: ts.Node | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : null;
}

/**
 * Every error code the server's sources send, with its sentences, found where a code is written:
 * the `code` parameter of a function or constructor (HttpError's, badRequest's, authError's, a
 * file's own helpers) given a literal, or that parameter's default; a literal `code` beside a
 * `message` in an error answer or an import's error line; the values of a `…Codes` table and the
 * literals a variable named `code` is chosen from. A sentence is a literal or a module's constant.
 */
function codesSent(files: readonly string[]): Sentences {
  const parsed = files.map((file) =>
    ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const constants = new Map<string, string>();
  /** Name → where its `code` and `message` parameters are, and the code's default. */
  const makers = new Map<string, { code: number; message: number; fallback: string | null }>();
  const noteMaker = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const names = parameters.map((parameter) => parameter.name.getText());
    const code = names.indexOf('code');
    if (code < 0) return;
    makers.set(name, {
      code,
      message: names.indexOf('message'),
      fallback: literal(parameters[code]?.initializer),
    });
  };
  for (const source of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const text = literal(node.initializer);
        if (text !== null && CONSTANT.test(node.name.text)) constants.set(node.name.text, text);
        if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          noteMaker(node.name.text, node.initializer.parameters);
      }
      if (ts.isFunctionDeclaration(node) && node.name) noteMaker(node.name.text, node.parameters);
      if (ts.isClassDeclaration(node) && node.name) {
        const constructor = node.members.find(ts.isConstructorDeclaration);
        if (constructor) noteMaker(node.name.text, constructor.parameters);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const found: Sentences = new Map();
  const sentenceOf = (node: ts.Node | undefined): string | null =>
    node === undefined
      ? null
      : (literal(node) ?? (ts.isIdentifier(node) ? (constants.get(node.text) ?? null) : null));
  const add = (code: string | null, sentence: string | null) => {
    if (code === null || !CODE.test(code)) return;
    found.set(code, [...(found.get(code) ?? []), sentence]);
  };
  for (const source of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name =
          callee.kind === ts.SyntaxKind.SuperKeyword
            ? 'HttpError'
            : ts.isIdentifier(callee)
              ? callee.text
              : ts.isPropertyAccessExpression(callee)
                ? callee.name.text
                : '';
        const maker = makers.get(name);
        const args = node.arguments ?? ts.factory.createNodeArray();
        if (maker) {
          const given = args[maker.code];
          add(given ? literal(given) : maker.fallback, sentenceOf(args[maker.message]));
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        const values = new Map(
          node.properties
            .filter(ts.isPropertyAssignment)
            .map((property) => [property.name.getText(), property.initializer]),
        );
        const inAnswer =
          ts.isPropertyAssignment(node.parent) && node.parent.name.getText() === 'error';
        const errorLine = literal(values.get('type')) === 'error';
        if (values.has('message') && (inAnswer || errorLine))
          add(literal(values.get('code')), sentenceOf(values.get('message')));
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (/Codes$/.test(node.name.text) && ts.isObjectLiteralExpression(node.initializer))
          for (const property of node.initializer.properties.filter(ts.isPropertyAssignment))
            add(literal(property.initializer), null);
        if (node.name.text === 'code') {
          const within = (inner: ts.Node) => {
            add(literal(inner), null);
            ts.forEachChild(inner, within);
          };
          within(node.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Codes the client gives refusals itself: an answer it cannot read, an import's error line. */
const CLIENT_CODES = ['unexpected-response', IMPORT_STOPPED];

const errors: Record<string, string> = englishErrors;
const auth: Record<string, string> = englishAuth;
const sent = codesSent(serverSources(SERVER));

describe('the codes the server sends', () => {
  it('are found in every way the server writes one', () => {
    expect([...sent.keys()]).toEqual(
      expect.arrayContaining([
        'not-tracked', // new HttpError(404, 'not-tracked', …)
        'invalid-import', // badRequest(…, 'invalid-import')
        'invalid-argument', // badRequest(…), its default
        'not-found', // notFound(…), through HttpError's
        'too-many-requests', // super(429, 'too-many-requests', …)
        'permission-denied', // authError('permission-denied')
        'catalogue-busy', // a file's own unavailable(code, message)
        'upstream-unavailable', // errorBody(code, message)
        'internal', // send(reply, request, status, code, message)
        'catalogue-unavailable', // { error: { code, message } }
        'payload-too-large', // frameworkCodes
        'bad-request', // the code a framework error falls back to
      ]),
    );
    expect(sent.get('custom')).toBeUndefined();
  });

  it.each([...[...sent.keys()].sort(), ...CLIENT_CODES])(
    '%s has words in the errors catalogue, or the sign-in forms’',
    (code) => {
      expect(errors[`errors.${code}`] ?? auth[`auth.error.${code}`]).toBeTypeOf('string');
    },
  );

  it('are worded in English as the server words them, where a code has one sentence', () => {
    const differing = [...sent].flatMap(([code, sentences]) => {
      const one = new Set(sentences);
      const [sentence] = one;
      const english = errors[`errors.${code}`];
      return one.size === 1 && sentence && english !== undefined && english !== sentence
        ? [{ code, server: sentence, catalogue: english }]
        : [];
    });
    expect(differing).toEqual([]);
  });

  it('word each sentence told apart in English as the server sends it', () => {
    for (const [code, variants] of Object.entries(ERROR_SENTENCE_VARIANTS))
      for (const [variant, sentence] of Object.entries(variants))
        expect(errors[`errors.${code}.${variant}`]).toBe(sentence);
  });
});

describe('refusalSentence', () => {
  beforeAll(() =>
    Promise.all([loadMessages('errors', 'de'), loadMessages('auth', 'de')]).then(() => undefined),
  );
  afterEach(() => i18n.activate(SOURCE_LANGUAGE));

  const otherBrowser = ERROR_SENTENCE_VARIANTS['invalid-action-code'].otherBrowser;

  it('gives English readers the server’s own sentence', () => {
    expect(refusalSentence('invalid-import', 'This file is not valid JSON.')).toBe(
      'This file is not valid JSON.',
    );
  });

  it('words a refusal by its code in another language', () => {
    i18n.activate('de');
    expect(refusalSentence('import-running', 'An import is already running…')).toBe(
      'Für dieses Konto läuft schon ein Import. Warte, bis er fertig ist.',
    );
    expect(refusalSentence('invalid-action-code', 'This link is invalid…')).toBe(
      'Dieser Link ist ungültig oder wurde schon benutzt. Fordere einen neuen an.',
    );
    expect(refusalSentence('invalid-action-code', otherBrowser)).toBe(
      'Dieser Link meldet dich nur in dem Browser an, in dem er angefordert wurde. Fordere hier einen neuen Link an.',
    );
    // The spec's own codes keep the sign-in forms' words.
    expect(refusalSentence('weak-password', 'Password should be…')).toBe(
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
  });

  it('leaves the server’s sentence for a code no catalogue words', () => {
    i18n.activate('de');
    expect(refusalSentence('brand-new-code', 'Something new.')).toBe('Something new.');
  });
});
