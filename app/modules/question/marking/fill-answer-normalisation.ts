// How a fill-in (填空) answer is compared with its accepted forms. Both sides go through the same normalisation, so a
// form written in the bank and an answer typed on a phone meet halfway:
// - NFKC folds full-width letters, digits and punctuation to half width (１／２ → 1/2, （ → ( ), and the ideographic
//   space to a space; typographic minus, fraction slash and quotes become their ASCII twins;
// - a little TeX is read as plain text, since students type both: \frac{a}{b} → (a)/(b), \sqrt{x} → √(x), \pi and
//   a bare "pi" → π, \cdot and × → *, \left/\right dropped, other \commands lose their backslash, braces become
//   parentheses and parentheses around a single token go ($e^{2x}$, e^(2x) and e^2x all read e^2x);
// - whitespace is dropped except one space between two letters or digits ("take off" stays two words, "x + 1" is x+1);
// - letter case is ignored unless the question says it matters;
// - two forms that are both plain numbers (integers, decimals, fractions) compare by value: 0.5 = 1/2 = 2/4;
// - an accepted form "v±t" (a numerical question with its tolerance, from GIFT or Moodle XML) takes any plain number
//   within t of v.
// Pure and client-safe.

const symbolFolds: Array<[RegExp, string]> = [
  [/[\u2212\u2012\u2013\u2014\uFE63]/g, "-"],
  [/\u2044/g, "/"],
  [/[\u2018\u2019\u2032]/g, "'"],
  [/[\u201C\u201D\u2033]/g, '"'],
  [/[×·⋅]/g, "*"],
];

function readTex(text: string): string {
  let value = text.replace(/^\$+|\$+$/g, "");
  value = value.replace(/\\(left|right)\b/g, "").replace(/\\[dt]frac\b/g, "\\frac");
  value = value
    .replace(/\\(cdot|times)\b/g, "*")
    .replace(/\\pi\b/g, "π")
    .replace(/\\infty\b/g, "∞");
  // Innermost first, so nested fractions and roots unwrap one level per pass.
  for (let pass = 0; pass < 8; pass += 1) {
    const before = value;
    value = value.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, "($1)/($2)").replace(/\\sqrt\{([^{}]*)\}/g, "√($1)");
    if (value === before) break;
  }
  value = value
    .replace(/\\([a-zA-Z]+)/g, "$1")
    .replace(/(?<![a-z])sqrt(?=\()/gi, "√")
    .replace(/(?<![a-z])pi(?![a-z])/gi, "π");
  value = value.replace(/\{/g, "(").replace(/\}/g, ")");
  // A single token needs no parentheses: (1)/(2) → 1/2, e^(6) → e^6, √(3) → √3.
  for (let pass = 0; pass < 8; pass += 1) {
    const before = value;
    value = value.replace(/\(([-+]?√?[\p{L}\p{N}.π∞]+)\)/gu, "$1");
    if (value === before) break;
  }
  return value;
}

/** The form of an answer that is compared (see the rules above). */
export function normaliseFillAnswer(text: string, caseSensitive = false): string {
  let value = text.normalize("NFKC");
  for (const [pattern, replacement] of symbolFolds) value = value.replace(pattern, replacement);
  value = readTex(value.trim());
  value = value.replace(/\s+/g, " ").trim();
  value = value.replace(/ (?![\p{L}\p{N}])|(?<![\p{L}\p{N}]) /gu, "");
  return caseSensitive ? value : value.toLowerCase();
}

interface Rational {
  numerator: bigint;
  denominator: bigint;
}

const decimalPattern = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)$/;

function decimalOf(text: string): Rational | null {
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, sign = "", digits = ""] = match;
  const [whole = "", fraction = ""] = digits.split(".");
  const numerator = BigInt(`${whole || "0"}${fraction}`) * (sign === "-" ? -1n : 1n);
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** A plain number (12, -0.5, 3/4, -1.5/2) as an exact fraction; null for anything else or a zero denominator. */
export function rationalOf(text: string): Rational | null {
  const parts = text.split("/");
  if (parts.length > 2) return null;
  const top = decimalOf(parts[0] ?? "");
  if (!top) return null;
  if (parts.length === 1) return top;
  const bottom = decimalOf(parts[1] ?? "");
  if (!bottom || bottom.numerator === 0n) return null;
  return { numerator: top.numerator * bottom.denominator, denominator: top.denominator * bottom.numerator };
}

function sameValue(a: Rational, b: Rational): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

const toleranceForm = /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*±\s*(\d+(?:\.\d*)?|\.\d+)\s*$/;

/** An accepted form "v±t" as its value and tolerance; null for any other form. */
function toleranceOf(form: string): { value: Rational; tolerance: Rational } | null {
  const match = toleranceForm.exec(form);
  const value = match && decimalOf(match[1] ?? "");
  const tolerance = match && decimalOf(match[2] ?? "");
  return value && tolerance ? { value, tolerance } : null;
}

/** |a − b| ≤ t, exactly. */
function within(a: Rational, b: Rational, t: Rational): boolean {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  // |difference / denominator| ≤ t.num / t.den (a typed fraction's denominator may be negative: 3/-4).
  return abs(difference) * t.denominator <= t.numerator * abs(denominator);
}

/** Whether an answer to one blank matches any of its accepted forms. An empty answer never matches. */
export function fillAnswerMatches(answer: string, acceptedForms: readonly string[], caseSensitive = false): boolean {
  const given = normaliseFillAnswer(answer, caseSensitive);
  if (given === "") return false;
  const givenNumber = rationalOf(given);
  return acceptedForms.some((form) => {
    const range = toleranceOf(form);
    if (range) return Boolean(givenNumber && within(givenNumber, range.value, range.tolerance));
    const accepted = normaliseFillAnswer(form, caseSensitive);
    if (accepted === given) return true;
    const acceptedNumber = givenNumber && rationalOf(accepted);
    return Boolean(givenNumber && acceptedNumber && sameValue(givenNumber, acceptedNumber));
  });
}
