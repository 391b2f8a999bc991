// 数学一、二、三: original demo questions (模拟) made from hand-written templates with numeric parameters. Every answer,
// option and explanation is computed from the parameters (exact fractions), so each variant is correct by
// construction; the proofs are written out once. Each subject gets the templates its syllabus covers (数学二: no
// probability or series; 数学三: economics instead of line integrals) and one mock paper in the 2021– layout: 选择 10 × 5,
// 填空 6 × 5, 解答 17 (10 分) and 18–22 (12 分 each) — the rest of the variants form the practice pool.
import type { QuestionItem } from "~/modules/question/formats/question-document-schema";
import { optionIdAt } from "~/modules/question/bank/question-kinds";
import { fill, single, subjective } from "./question-builders";

export type MathSubject = "math1" | "math2" | "math3";

// ---------------------------------------------------------------------------------------------------------------
// Exact fractions, written as TeX and as a plain answer form.

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

class Fraction {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    if (d === 0) throw new Error("zero denominator");
    const sign = d < 0 ? -1 : 1;
    const g = gcd(n, d) || 1;
    this.n = (sign * n) / g;
    this.d = Math.abs(d) / g;
  }

  plus(other: Fraction | number): Fraction {
    const o = typeof other === "number" ? new Fraction(other) : other;
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }

  minus(other: Fraction | number): Fraction {
    const o = typeof other === "number" ? new Fraction(other) : other;
    return this.plus(new Fraction(-o.n, o.d));
  }

  times(other: Fraction | number): Fraction {
    const o = typeof other === "number" ? new Fraction(other) : other;
    return new Fraction(this.n * o.n, this.d * o.d);
  }

  /** TeX: 3, -\frac{1}{2}. */
  tex(): string {
    if (this.d === 1) return String(this.n);
    return `${this.n < 0 ? "-" : ""}\\frac{${Math.abs(this.n)}}{${this.d}}`;
  }

  /** As a student types it: 3, -1/2. */
  plain(): string {
    return this.d === 1 ? String(this.n) : `${this.n}/${this.d}`;
  }
}

const frac = (n: number, d = 1) => new Fraction(n, d);

/** TeX of a coefficient before a symbol: 1 → "", -1 → "-", 3 → "3". */
const coef = (value: number) => (value === 1 ? "" : value === -1 ? "-" : String(value));
/** " + 3", " - 3" after a leading term. */
const signed = (value: number) => (value < 0 ? ` - ${-value}` : ` + ${value}`);
/** " + 3x", " - x" after a leading term; "" for a zero coefficient. */
const signedTerm = (value: number, symbol: string) =>
  value === 0 ? "" : `${value < 0 ? " - " : " + "}${Math.abs(value) === 1 ? "" : Math.abs(value)}${symbol}`;
/** A leading term: "3x", "x", "-x". */
const leadTerm = (value: number, symbol: string) => `${coef(value)}${symbol}`;
/** e^{rx} in TeX, without a coefficient 1: e^{x}, e^{-x}, e^{2x}. */
const expTex = (r: number) => `\\mathrm{e}^{${r === 1 ? "" : r === -1 ? "-" : r}x}`;
/** A value in a product, parenthesised when negative. */
const factor = (value: number) => (value < 0 ? `(${value})` : String(value));

function det3(m: readonly (readonly number[])[]): number {
  const [a, b, c] = m as [number[], number[], number[]];
  return (
    a[0]! * (b[1]! * c[2]! - b[2]! * c[1]!) -
    a[1]! * (b[0]! * c[2]! - b[2]! * c[0]!) +
    a[2]! * (b[0]! * c[1]! - b[1]! * c[0]!)
  );
}

const matrixTex = (m: readonly (readonly number[])[]) =>
  `\\begin{pmatrix}${m.map((row) => row.join("&")).join("\\\\")}\\end{pmatrix}`;
const detTex = (m: readonly (readonly number[])[]) =>
  `\\begin{vmatrix}${m.map((row) => row.join("&")).join("\\\\")}\\end{vmatrix}`;

// ---------------------------------------------------------------------------------------------------------------
// Choice questions: four options in TeX, the right one placed by the code (so answers spread over A–D), and a check
// that no two options read alike — a template whose distractors coincide for some parameters fails at load.

function positionFor(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 4;
}

function choice(
  code: string,
  kp: string,
  stem: string,
  right: string,
  wrong: readonly [string, string, string],
  explanation: string,
  difficulty: number,
): QuestionItem {
  const at = positionFor(code);
  const options = [...wrong];
  options.splice(at, 0, right);
  if (new Set(options).size !== 4) throw new Error(`${code}: options repeat (${options.join(" | ")})`);
  return single(
    code,
    kp,
    stem,
    options.map((option) => `$${option}$`),
    optionIdAt(at),
    explanation,
    { points: 5, difficulty },
  );
}

const blank = (
  code: string,
  kp: string,
  stem: string,
  forms: readonly string[],
  explanation: string,
  difficulty: number,
) => fill(code, kp, stem, forms, explanation, { points: 5, difficulty });

// ---------------------------------------------------------------------------------------------------------------
// The templates. Each takes the code, the subject and its parameters.

type Template<P> = (code: string, s: MathSubject, p: P) => QuestionItem;

const kp = (s: MathSubject, part: string) => `${s}-${part}`;

/** lim sin(ax)/ln(1+bx) = a/b. */
const limitSinLn: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  choice(
    code,
    kp(s, "limit"),
    `$\\displaystyle\\lim_{x\\to0}\\frac{\\sin ${a}x}{\\ln(1+${b}x)}=$`,
    frac(a, b).tex(),
    [frac(b, a).tex(), String(a * b), "1"],
    `当 $x\\to0$ 时，$\\sin ${a}x\\sim ${a}x$，$\\ln(1+${b}x)\\sim ${b}x$，用等价无穷小替换得原式 $=\\lim\\limits_{x\\to0}\\dfrac{${a}x}{${b}x}=${frac(a, b).tex()}$。`,
    1,
  );

/** 1 - cos(ax) ~ (a²/2) x². */
const equivalentCos: Template<{ a: number }> = (code, s, { a }) => {
  const k = frac(a * a, 2);
  return choice(
    code,
    kp(s, "limit"),
    `当 $x\\to0$ 时，$1-\\cos ${a}x$ 与 $kx^n$ 是等价无穷小，则`,
    `k=${k.tex()},\\ n=2`,
    [`k=${frac(a, 2).tex()},\\ n=2`, `k=${a * a},\\ n=2`, `k=${k.tex()},\\ n=1`],
    `由 $1-\\cos u\\sim\\dfrac{u^2}{2}$（$u\\to0$），取 $u=${a}x$ 得 $1-\\cos ${a}x\\sim\\dfrac{${a * a}x^2}{2}$，故 $k=${k.tex()}$，$n=2$。`,
    2,
  );
};

/** f(x) = ln(1 + a x²) + b x, f'(1) = 2a/(1+a) + b. */
const derivativeLog: Template<{ a: number; b: number }> = (code, s, { a, b }) => {
  const value = frac(2 * a, 1 + a).plus(b);
  return choice(
    code,
    kp(s, "derivative"),
    `设 $f(x)=\\ln(1+${coef(a)}x^2)${signedTerm(b, "x")}$，则 $f'(1)=$`,
    value.tex(),
    [
      frac(2 * a, 1 + a).tex(),
      frac(a, 1 + a)
        .plus(b)
        .tex(),
      String(2 * a + b),
    ],
    `$f'(x)=\\dfrac{${2 * a}x}{1+${coef(a)}x^2}${signed(b)}$，代入 $x=1$ 得 $f'(1)=\\dfrac{${2 * a}}{${1 + a}}${signed(b)}=${value.tex()}$。`,
    1,
  );
};

/** ∫_{-a}^{a} (x³cos x + b) dx = 2ab. */
const oddIntegral: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  choice(
    code,
    kp(s, "integral"),
    `$\\displaystyle\\int_{-${a}}^{${a}}\\left(x^3\\cos x+${b}\\right)\\mathrm{d}x=$`,
    String(2 * a * b),
    ["0", String(a * b), String(4 * a * b)],
    `$x^3\\cos x$ 是奇函数，在对称区间上的积分为 $0$；常数部分 $\\displaystyle\\int_{-${a}}^{${a}}${b}\\,\\mathrm{d}x=${2 * a * b}$。故原式 $=${2 * a * b}$。`,
    1,
  );

/** The tangent of y = x³ - a x at x = 1: y = (3 - a) x - 2. */
const tangentLine: Template<{ a: number }> = (code, s, { a }) => {
  const slope = 3 - a;
  const line = (c: number) => `y=${coef(slope)}x${signed(c)}`;
  return choice(
    code,
    kp(s, "derivative"),
    `曲线 $y=x^3-${a}x$ 在点 $x=1$ 处的切线方程为`,
    line(-2),
    [line(2), line(-a), `y=${coef(1 - a)}x`],
    `$y'=3x^2-${a}$，$y'(1)=${slope}$；切点为 $(1,${1 - a})$。切线 $y-(${1 - a})=${coef(slope)}(x-1)$，整理得 $${line(-2)}$。`,
    1,
  );
};

/** f(x) = x³ - 3a²x: local maximum 2a³ at x = -a. */
const cubicMaximum: Template<{ a: number }> = (code, s, { a }) =>
  choice(
    code,
    kp(s, "derivative"),
    `函数 $f(x)=x^3-${3 * a * a}x$ 的极大值为`,
    String(2 * a ** 3),
    [String(-2 * a ** 3), String(a ** 3), String(3 * a * a)],
    `$f'(x)=3x^2-${3 * a * a}=3(x-${a})(x+${a})$，驻点 $x=\\pm${a}$。$f''(x)=6x$，$f''(-${a})<0$，故 $x=-${a}$ 为极大值点，极大值 $f(-${a})=${-(a ** 3)}+${3 * a ** 3}=${2 * a ** 3}$。`,
    2,
  );

/** |2A⁻¹| = 8/|A| for a 3×3 matrix. */
const inverseDeterminant: Template<{ d: number }> = (code, s, { d }) =>
  choice(
    code,
    kp(s, "determinant"),
    `设 $A$ 为 $3$ 阶矩阵，$|A|=${d}$，则 $|2A^{-1}|=$`,
    frac(8, d).tex(),
    [frac(2, d).tex(), String(8 * d), frac(d, 8).tex()],
    `$|kA|=k^n|A|$，$|A^{-1}|=\\dfrac{1}{|A|}$。故 $|2A^{-1}|=2^3\\cdot\\dfrac{1}{${d}}=${frac(8, d).tex()}$。`,
    2,
  );

/** A 3×3 matrix with eigenvalues λ: |A² + E| = Π(λ² + 1). */
const eigenDeterminant: Template<{ l: readonly [number, number, number] }> = (code, s, { l }) => {
  const value = l.reduce((product, x) => product * (x * x + 1), 1);
  const wrongA = l.reduce((product, x) => product * (x + 1) ** 2, 1);
  const wrongB = l.reduce((product, x) => product * x * x, 1) + 1;
  const wrongC = l.reduce((sum, x) => sum + x * x + 1, 0);
  return choice(
    code,
    kp(s, "eigen"),
    `设 $3$ 阶矩阵 $A$ 的特征值为 $${l.join(",\\ ")}$，$E$ 为单位矩阵，则 $|A^2+E|=$`,
    String(value),
    [String(wrongA), String(wrongB), String(wrongC)],
    `若 $A$ 的特征值为 $\\lambda$，则 $A^2+E$ 的特征值为 $\\lambda^2+1$，即 $${l.map((x) => x * x + 1).join(",\\ ")}$。行列式等于特征值之积：$|A^2+E|=${l.map((x) => x * x + 1).join("\\times")}=${value}$。`,
    2,
  );
};

/** X ~ P(λ): E(X²) = λ + λ². */
const poissonSecondMoment: Template<{ l: number }> = (code, s, { l }) =>
  choice(
    code,
    kp(s, "moments"),
    `设随机变量 $X$ 服从参数为 $${l}$ 的泊松分布，则 $E(X^2)=$`,
    String(l + l * l),
    [String(l * l), String(l), String(2 * l)],
    `泊松分布 $E(X)=D(X)=${l}$，故 $E(X^2)=D(X)+[E(X)]^2=${l}+${l * l}=${l + l * l}$。`,
    2,
  );

/** X ~ U(a, b): D(X) = (b - a)²/12. */
const uniformVariance: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  choice(
    code,
    kp(s, "moments"),
    `设随机变量 $X$ 在区间 $(${a},${b})$ 上服从均匀分布，则 $D(X)=$`,
    frac((b - a) ** 2, 12).tex(),
    [frac(b - a, 12).tex(), frac((b - a) ** 2, 4).tex(), frac(a + b, 2).tex()],
    `均匀分布 $U(a,b)$ 的方差为 $\\dfrac{(b-a)^2}{12}=\\dfrac{${(b - a) ** 2}}{12}=${frac((b - a) ** 2, 12).tex()}$；$\\dfrac{a+b}{2}$ 是它的期望。`,
    1,
  );

/** A, B independent: P(A ∪ B) = p + q - pq (p, q in tenths). */
const independentUnion: Template<{ p: number; q: number }> = (code, s, { p, q }) => {
  const P = frac(p, 10);
  const Q = frac(q, 10);
  const decimal = (f: Fraction) => String(f.n / f.d);
  return choice(
    code,
    kp(s, "events"),
    `设事件 $A$ 与 $B$ 相互独立，$P(A)=${decimal(P)}$，$P(B)=${decimal(Q)}$，则 $P(A\\cup B)=$`,
    decimal(P.plus(Q).minus(P.times(Q))),
    [decimal(P.plus(Q)), decimal(P.times(Q)), decimal(frac(1).minus(P.times(Q)))],
    `$P(A\\cup B)=P(A)+P(B)-P(AB)$，独立时 $P(AB)=P(A)P(B)=${decimal(P.times(Q))}$，故 $P(A\\cup B)=${decimal(P.plus(Q))}-${decimal(P.times(Q))}=${decimal(P.plus(Q).minus(P.times(Q)))}$。`,
    1,
  );
};

/** Σ xⁿ/(n aⁿ) has radius a. */
const seriesRadius: Template<{ a: number }> = (code, s, { a }) =>
  choice(
    code,
    kp(s, "series"),
    `幂级数 $\\displaystyle\\sum_{n=1}^{\\infty}\\frac{x^n}{n\\cdot ${a}^n}$ 的收敛半径为`,
    String(a),
    [frac(1, a).tex(), "1", String(a * a)],
    `$\\displaystyle\\lim_{n\\to\\infty}\\left|\\frac{a_{n+1}}{a_n}\\right|=\\lim_{n\\to\\infty}\\frac{n}{(n+1)\\cdot ${a}}=\\frac{1}{${a}}$，故收敛半径 $R=${a}$。`,
    2,
  );

/** y' + p y = 0: y = C e^{-px}. */
const firstOrderOde: Template<{ p: number }> = (code, s, { p }) =>
  choice(
    code,
    kp(s, "ode"),
    `微分方程 $y'+${p}y=0$ 的通解为（$C$ 为任意常数）`,
    `y=C\\mathrm{e}^{-${p}x}`,
    [`y=C\\mathrm{e}^{${p}x}`, `y=\\mathrm{e}^{-${p}x}+C`, `y=Cx\\mathrm{e}^{-${p}x}`],
    `分离变量 $\\dfrac{\\mathrm{d}y}{y}=-${p}\\,\\mathrm{d}x$，积分得 $\\ln|y|=-${p}x+C_1$，即 $y=C\\mathrm{e}^{-${p}x}$。`,
    1,
  );

/** z = xᵐyⁿ: ∂²z/∂x∂y at (1,1) = mn. */
const mixedPartial: Template<{ m: number; n: number }> = (code, s, { m, n }) =>
  choice(
    code,
    kp(s, "multivariable"),
    `设 $z=x^{${m}}y^{${n}}$，则 $\\left.\\dfrac{\\partial^2 z}{\\partial x\\partial y}\\right|_{(1,1)}=$`,
    String(m * n),
    [String(m + n), String(m * (m - 1)), String(n * (n - 1))],
    `$\\dfrac{\\partial z}{\\partial x}=${m}x^{${m - 1}}y^{${n}}$，$\\dfrac{\\partial^2 z}{\\partial x\\partial y}=${m * n}x^{${m - 1}}y^{${n - 1}}$，在 $(1,1)$ 处等于 $${m * n}$。`,
    1,
  );

/** ∬ over [0,a]×[0,b] of (x + y) = ab(a + b)/2. */
const rectangleIntegral: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  choice(
    code,
    kp(s, "double-integral"),
    `设 $D=\\{(x,y)\\mid 0\\le x\\le ${a},\\ 0\\le y\\le ${b}\\}$，则 $\\displaystyle\\iint_D(x+y)\\,\\mathrm{d}\\sigma=$`,
    frac(a * b * (a + b), 2).tex(),
    [String(a * b * (a + b)), frac(a + b, 2).tex(), String(a * b)],
    `$\\displaystyle\\iint_D x\\,\\mathrm{d}\\sigma=${b}\\int_0^{${a}}x\\,\\mathrm{d}x=${frac(a * a * b, 2).tex()}$，$\\displaystyle\\iint_D y\\,\\mathrm{d}\\sigma=${a}\\int_0^{${b}}y\\,\\mathrm{d}y=${frac(a * b * b, 2).tex()}$，相加得 $${frac(a * b * (a + b), 2).tex()}$。`,
    1,
  );

// Fill-ins.

const limitSinFill: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  blank(
    code,
    kp(s, "limit"),
    `$\\displaystyle\\lim_{x\\to0}\\frac{\\sin ${a}x}{${b}x}=$____`,
    [frac(a, b).plain()],
    `$\\sin ${a}x\\sim ${a}x$，故原式 $=\\dfrac{${a}}{${b}}${frac(a, b).d === b ? "" : `=${frac(a, b).tex()}`}$。`,
    1,
  );

const limitE: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  blank(
    code,
    kp(s, "limit"),
    `$\\displaystyle\\lim_{x\\to\\infty}\\left(1+\\frac{${a}}{x}\\right)^{${b}x}=$____`,
    [`e^${a * b}`, `e^{${a * b}}`],
    `这是 $1^\\infty$ 型：$\\left(1+\\dfrac{${a}}{x}\\right)^{${b}x}=\\left[\\left(1+\\dfrac{${a}}{x}\\right)^{\\frac{x}{${a}}}\\right]^{${a * b}}\\to\\mathrm{e}^{${a * b}}$。`,
    2,
  );

const wallis: Record<number, { tex: string; forms: string[]; steps: string }> = {
  2: { tex: "\\frac{\\pi}{4}", forms: ["π/4"], steps: "\\frac{1}{2}\\cdot\\frac{\\pi}{2}" },
  3: { tex: "\\frac{2}{3}", forms: ["2/3"], steps: "\\frac{2}{3}\\cdot 1" },
  4: { tex: "\\frac{3\\pi}{16}", forms: ["3π/16"], steps: "\\frac{3}{4}\\cdot\\frac{1}{2}\\cdot\\frac{\\pi}{2}" },
  5: { tex: "\\frac{8}{15}", forms: ["8/15"], steps: "\\frac{4}{5}\\cdot\\frac{2}{3}\\cdot 1" },
  6: {
    tex: "\\frac{5\\pi}{32}",
    forms: ["5π/32"],
    steps: "\\frac{5}{6}\\cdot\\frac{3}{4}\\cdot\\frac{1}{2}\\cdot\\frac{\\pi}{2}",
  },
  7: { tex: "\\frac{16}{35}", forms: ["16/35"], steps: "\\frac{6}{7}\\cdot\\frac{4}{5}\\cdot\\frac{2}{3}\\cdot 1" },
};

const wallisFill: Template<{ n: 2 | 3 | 4 | 5 | 6 | 7 }> = (code, s, { n }) => {
  const entry = wallis[n]!;
  return blank(
    code,
    kp(s, "integral"),
    `$\\displaystyle\\int_0^{\\frac{\\pi}{2}}\\sin^{${n}}x\\,\\mathrm{d}x=$____`,
    entry.forms,
    `由点火公式（华里士公式），$\\displaystyle\\int_0^{\\frac{\\pi}{2}}\\sin^n x\\,\\mathrm{d}x=\\frac{n-1}{n}\\cdot\\frac{n-3}{n-2}\\cdots$，${n % 2 === 0 ? "$n$ 为偶数时末项乘 $\\dfrac{\\pi}{2}$" : "$n$ 为奇数时末项为 $1$"}。故原式 $=${entry.steps}=${entry.tex}$。`,
    2,
  );
};

const logDerivativeFill: Template<{ a: number }> = (code, s, { a }) =>
  blank(
    code,
    kp(s, "derivative"),
    `设 $y=\\ln(x^2+${a})$，则 $y'(1)=$____`,
    [frac(2, 1 + a).plain()],
    `$y'=\\dfrac{2x}{x^2+${a}}$，$y'(1)=\\dfrac{2}{${1 + a}}${frac(2, 1 + a).d === 1 + a ? "" : `=${frac(2, 1 + a).tex()}`}$。`,
    1,
  );

const areaFill: Template<{ k: number }> = (code, s, { k }) =>
  blank(
    code,
    kp(s, "integral"),
    `曲线 $y=x^2$ 与直线 $y=${coef(k)}x$ 所围平面图形的面积为____`,
    [frac(k ** 3, 6).plain()],
    `交点为 $x=0$ 与 $x=${k}$，面积 $\\displaystyle\\int_0^{${k}}(${coef(k)}x-x^2)\\,\\mathrm{d}x=\\frac{${k}^3}{2}-\\frac{${k}^3}{3}=\\frac{${k ** 3}}{6}${frac(k ** 3, 6).d === 6 ? "" : `=${frac(k ** 3, 6).tex()}`}$。`,
    2,
  );

const determinantFill: Template<{ m: readonly (readonly number[])[] }> = (code, s, { m }) => {
  const d = det3(m);
  const [r1, r2, r3] = m as [number[], number[], number[]];
  const minors = [
    r2[1]! * r3[2]! - r2[2]! * r3[1]!,
    r2[0]! * r3[2]! - r2[2]! * r3[0]!,
    r2[0]! * r3[1]! - r2[1]! * r3[0]!,
  ];
  return blank(
    code,
    kp(s, "determinant"),
    `行列式 $${detTex(m)}=$____`,
    [String(d)],
    `按第一行展开：原式 $=${factor(r1[0]!)}\\times${factor(minors[0]!)}-${factor(r1[1]!)}\\times${factor(minors[1]!)}+${factor(r1[2]!)}\\times${factor(minors[2]!)}=${d}$，其中括号内是对应元素的余子式。`,
    2,
  );
};

const eigenFill: Template<{ l: readonly [number, number, number] }> = (code, s, { l }) => {
  const values = l.map((x) => 2 * x - 1);
  const product = values.reduce((a, b) => a * b, 1);
  return blank(
    code,
    kp(s, "eigen"),
    `设 $3$ 阶矩阵 $A$ 的特征值为 $${l.join(",\\ ")}$，则 $|2A-E|=$____`,
    [String(product)],
    `$2A-E$ 的特征值为 $2\\lambda-1$，即 $${values.join(",\\ ")}$，故 $|2A-E|=${values.map((v) => (v < 0 ? `(${v})` : v)).join("\\times")}=${product}$。`,
    2,
  );
};

const binomialVariance: Template<{ n: number; p: number }> = (code, s, { n, p }) => {
  const P = frac(p, 10);
  const value = P.times(n).times(frac(1).minus(P));
  return blank(
    code,
    kp(s, "moments"),
    `设 $X\\sim B(${n},\\ ${p / 10})$，则 $D(X)=$____`,
    [value.plain()],
    `二项分布 $D(X)=np(1-p)=${n}\\times${p / 10}\\times${(10 - p) / 10}=${value.tex()}$。`,
    1,
  );
};

const exponentialVariance: Template<{ l: number }> = (code, s, { l }) =>
  blank(
    code,
    kp(s, "moments"),
    `设 $X$ 服从参数为 $${l}$ 的指数分布，则 $D(X)=$____`,
    [frac(1, l * l).plain()],
    `参数为 $\\lambda$ 的指数分布 $E(X)=\\dfrac{1}{\\lambda}$，$D(X)=\\dfrac{1}{\\lambda^2}=${frac(1, l * l).tex()}$。`,
    1,
  );

const radiusFill: Template<{ a: number }> = (code, s, { a }) =>
  blank(
    code,
    kp(s, "series"),
    `幂级数 $\\displaystyle\\sum_{n=1}^{\\infty}\\frac{${a}^n}{n}x^n$ 的收敛半径 $R=$____`,
    [frac(1, a).plain()],
    `$\\displaystyle\\lim_{n\\to\\infty}\\left|\\frac{a_{n+1}}{a_n}\\right|=\\lim_{n\\to\\infty}\\frac{${a}n}{n+1}=${a}$，故 $R=${frac(1, a).tex()}$。`,
    2,
  );

const greenCircle: Template<{ r: number }> = (code, s, { r }) =>
  blank(
    code,
    kp(s, "double-integral"),
    `设 $L$ 为圆周 $x^2+y^2=${r * r}$，取逆时针方向，则 $\\displaystyle\\oint_L -y\\,\\mathrm{d}x+x\\,\\mathrm{d}y=$____`,
    [`${2 * r * r}π`],
    `由格林公式，原式 $=\\displaystyle\\iint_D\\left(\\frac{\\partial x}{\\partial x}-\\frac{\\partial(-y)}{\\partial y}\\right)\\mathrm{d}\\sigma=2\\iint_D\\mathrm{d}\\sigma=2\\pi\\cdot${r * r}=${2 * r * r}\\pi$。`,
    2,
  );

const odeValue: Template<{ k: number; c: number }> = (code, s, { k, c }) =>
  blank(
    code,
    kp(s, "ode"),
    `设 $y=y(x)$ 满足 $y'=${k}y$，$y(0)=${c}$，则 $y(1)=$____`,
    [`${c}e^${k}`, `${c}*e^${k}`],
    `分离变量得 $y=C\\mathrm{e}^{${k}x}$，由 $y(0)=${c}$ 得 $C=${c}$，故 $y(1)=${c}\\mathrm{e}^{${k}}$。`,
    1,
  );

const elasticityFill: Template<{ a: number; b: number; p: number }> = (code, s, { a, b, p }) => {
  const value = frac(b * p, a - b * p);
  return blank(
    code,
    kp(s, "economics"),
    `某商品的需求函数为 $Q=${a}-${coef(b)}P$，则当价格 $P=${p}$ 时，需求的价格弹性（取绝对值）为____`,
    [value.plain()],
    `$\\eta=\\left|\\dfrac{P}{Q}\\cdot\\dfrac{\\mathrm{d}Q}{\\mathrm{d}P}\\right|=\\dfrac{${coef(b)}P}{${a}-${coef(b)}P}$，代入 $P=${p}$ 得 $\\eta=\\dfrac{${b * p}}{${a - b * p}}=${value.tex()}$。`,
    2,
  );
};

// Subjective questions (解答题), each marked by scoring points.

const solve = (
  code: string,
  kpCode: string,
  stem: string,
  reference: string,
  rubric: ReadonlyArray<readonly [string, number]>,
  explanation: string,
  difficulty: number,
) => subjective(code, kpCode, stem, reference, rubric, explanation, { difficulty });

const cubicExtrema: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  solve(
    code,
    kp(s, "derivative"),
    `求函数 $f(x)=x^3-${3 * a * a}x${signed(b)}$ 的单调区间与极值。`,
    `$f'(x)=3x^2-${3 * a * a}=3(x+${a})(x-${a})$，驻点 $x=-${a}$，$x=${a}$。当 $x<-${a}$ 或 $x>${a}$ 时 $f'(x)>0$，$f$ 单调增加；当 $-${a}<x<${a}$ 时 $f'(x)<0$，$f$ 单调减少。故单调增区间为 $(-\\infty,-${a}]$ 与 $[${a},+\\infty)$，单调减区间为 $[-${a},${a}]$；极大值 $f(-${a})=${2 * a ** 3 + b}$，极小值 $f(${a})=${-2 * a ** 3 + b}$。`,
    [
      ["正确求出导数并得到驻点", 3],
      ["正确判断各区间导数符号，写出单调区间", 4],
      ["正确求出极大值与极小值", 3],
    ],
    "一元函数求极值的标准步骤：求导—找驻点（和不可导点）—列表判断符号—求函数值。",
    2,
  );

const integrationByParts: Template<{ a: number }> = (code, s, { a }) => {
  const exp = a === 1 ? "\\mathrm{e}^{x}" : `\\mathrm{e}^{${a}x}`;
  const result = a === 1 ? "1" : `\\frac{${a - 1 === 1 ? "" : a - 1}\\mathrm{e}^{${a}}+1}{${a * a}}`;
  const steps =
    a === 1
      ? `\\left[x\\mathrm{e}^{x}\\right]_0^1-\\int_0^1\\mathrm{e}^{x}\\mathrm{d}x=\\mathrm{e}-(\\mathrm{e}-1)`
      : `\\left[\\frac{x${exp}}{${a}}\\right]_0^1-\\frac{1}{${a}}\\int_0^1${exp}\\mathrm{d}x=\\frac{\\mathrm{e}^{${a}}}{${a}}-\\frac{\\mathrm{e}^{${a}}-1}{${a * a}}`;
  return solve(
    code,
    kp(s, "integral"),
    `计算定积分 $\\displaystyle\\int_0^1 x${exp}\\,\\mathrm{d}x$。`,
    `分部积分：$\\displaystyle\\int_0^1 x${exp}\\,\\mathrm{d}x=${steps}=${result}$。`,
    [
      [`取 $u=x$、$\\mathrm{d}v=${exp}\\,\\mathrm{d}x$ 正确分部`, 4],
      ["正确计算边界项与剩余积分", 5],
      ["化简得到正确结果", 3],
    ],
    "被积函数是多项式乘指数函数，分部积分时把多项式取作 $u$，每分部一次多项式降一次。",
    2,
  );
};

const areaVolume: Template<{ k: number }> = (code, s, { k }) => {
  const area = frac(k ** 3, 6);
  const volume = frac(2 * k ** 5, 15);
  return solve(
    code,
    kp(s, "integral"),
    `设平面图形 $D$ 由曲线 $y=x^2$ 与直线 $y=${coef(k)}x$ 围成。（1）求 $D$ 的面积 $S$；（2）求 $D$ 绕 $x$ 轴旋转一周所得旋转体的体积 $V$。`,
    `交点为 $(0,0)$ 与 $(${k},${k * k})$。（1）$\\displaystyle S=\\int_0^{${k}}(${coef(k)}x-x^2)\\,\\mathrm{d}x=${area.tex()}$。（2）$\\displaystyle V=\\pi\\int_0^{${k}}\\left[(${coef(k)}x)^2-(x^2)^2\\right]\\mathrm{d}x=\\pi\\left(\\frac{${k * k}\\cdot${k}^3}{3}-\\frac{${k}^5}{5}\\right)=${volume.tex()}\\pi$。`,
    [
      ["求出交点，确定积分区间", 2],
      ["正确列出并计算面积积分", 4],
      ["正确列出旋转体体积积分（外圆减内圆）", 4],
      ["体积结果正确", 2],
    ],
    "旋转体体积用“垫圈法”：$V=\\pi\\int(y_{\\text{外}}^2-y_{\\text{内}}^2)\\,\\mathrm{d}x$，不要写成 $\\pi\\int(y_{\\text{外}}-y_{\\text{内}})^2\\,\\mathrm{d}x$。",
    3,
  );
};

const saddleOrMinimum: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  solve(
    code,
    kp(s, "multivariable"),
    `求函数 $f(x,y)=x^3-${3 * a * a}x+y^2${signed(2 * b)}y$ 的极值。`,
    `$f_x=3x^2-${3 * a * a}=0$，$f_y=2y${signed(2 * b)}=0$，得驻点 $(${a},${-b})$ 与 $(-${a},${-b})$。$A=f_{xx}=6x$，$B=f_{xy}=0$，$C=f_{yy}=2$。在 $(${a},${-b})$ 处 $A=${6 * a}>0$，$AC-B^2=${12 * a}>0$，取极小值 $f(${a},${-b})=${-2 * a ** 3 - b * b}$；在 $(-${a},${-b})$ 处 $AC-B^2=${-12 * a}<0$，不是极值点。`,
    [
      ["正确求出两个驻点", 3],
      ["正确写出二阶偏导数 A、B、C", 3],
      ["用 $AC-B^2$ 判断两个驻点的性质", 4],
      ["求出极小值", 2],
    ],
    "二元函数极值：驻点处 $AC-B^2>0$ 时有极值（$A>0$ 极小、$A<0$ 极大），$AC-B^2<0$ 时不是极值。",
    3,
  );

const secondOrderOde: Template<{ r1: number; r2: number; c1: number; c2: number }> = (code, s, { r1, r2, c1, c2 }) => {
  const p = -(r1 + r2);
  const q = r1 * r2;
  const y0 = c1 + c2;
  const y1 = r1 * c1 + r2 * c2;
  const part = (c: number, r: number, first: boolean) =>
    `${c < 0 ? "-" : first ? "" : "+"}${Math.abs(c) === 1 ? "" : Math.abs(c)}${expTex(r)}`;
  const equation = `y''${signedTerm(p, "y'")}${signedTerm(q, "y")}=0`.replace(/ /g, "");
  const characteristic = `r^2${signedTerm(p, "r")}${signed(q)}=0`.replace(/ /g, "");
  return solve(
    code,
    kp(s, "ode"),
    `求微分方程 $${equation}$ 满足初始条件 $y(0)=${y0}$，$y'(0)=${y1}$ 的特解。`,
    `特征方程 $${characteristic}$ 的根为 $r_1=${r1}$，$r_2=${r2}$，通解 $y=C_1${expTex(r1)}+C_2${expTex(r2)}$。由 $C_1+C_2=${y0}$，$${leadTerm(r1, "C_1")}${signedTerm(r2, "C_2")}=${y1}$ 得 $C_1=${c1}$，$C_2=${c2}$，特解为 $y=${part(c1, r1, true)}${part(c2, r2, false)}$。`,
    [
      ["写出特征方程并求出特征根", 3],
      ["写出通解", 3],
      ["代入初始条件列出方程组", 4],
      ["求出特解", 2],
    ],
    "二阶常系数齐次线性方程：特征根为互异实根时通解为 $C_1\\mathrm{e}^{r_1x}+C_2\\mathrm{e}^{r_2x}$，再用初始条件确定常数。",
    2,
  );
};

const cramerSystem: Template<{ m: readonly (readonly number[])[]; x: readonly [number, number, number] }> = (
  code,
  s,
  { m, x },
) => {
  const b = m.map((row) => row[0]! * x[0] + row[1]! * x[1] + row[2]! * x[2]);
  const d = det3(m);
  if (d === 0) throw new Error(`${code}: singular matrix`);
  const replaced = (column: number) => m.map((row, i) => row.map((value, j) => (j === column ? b[i]! : value)));
  const ds = [0, 1, 2].map((column) => det3(replaced(column)));
  const names = ["x_1", "x_2", "x_3"];
  const equations = m.map((row, i) => {
    const terms = row
      .map((value, j) =>
        value === 0 ? "" : `${value < 0 ? "-" : "+"}${Math.abs(value) === 1 ? "" : Math.abs(value)}${names[j]}`,
      )
      .join("")
      .replace(/^\+/, "");
    return `${terms}=${b[i]}`;
  });
  return solve(
    code,
    kp(s, "equations"),
    `求解线性方程组 $\\begin{cases}${equations.join("\\\\")}\\end{cases}$。`,
    `系数行列式 $D=${detTex(m)}=${d}\\ne0$，方程组有唯一解。由克拉默法则，$D_1=${ds[0]}$，$D_2=${ds[1]}$，$D_3=${ds[2]}$，故 $x_1=\\dfrac{D_1}{D}=${x[0]}$，$x_2=\\dfrac{D_2}{D}=${x[1]}$，$x_3=\\dfrac{D_3}{D}=${x[2]}$。（也可对增广矩阵作初等行变换化为行最简形求解。）`,
    [
      ["计算系数行列式（或化增广矩阵为阶梯形）", 4],
      ["判断方程组有唯一解（$D\\ne0$ 或 $r(A)=r(A,b)=3$）", 3],
      ["求出三个未知数", 5],
    ],
    "三元线性方程组可用克拉默法则或高斯消元；求出解后代回原方程组检验。",
    2,
  );
};

const quadraticForm: Template<{ a: number; b: number }> = (code, s, { a, b }) =>
  solve(
    code,
    kp(s, "quadratic"),
    `用正交变换 $x=Qy$ 将二次型 $f(x_1,x_2)=${leadTerm(a, "x_1^2")}${signedTerm(2 * b, "x_1x_2")}${signedTerm(a, "x_2^2")}$ 化为标准形，并写出正交矩阵 $Q$。`,
    `二次型矩阵 $A=${matrixTex([
      [a, b],
      [b, a],
    ])}$，$|\\lambda E-A|=(\\lambda-${a})^2-${b * b}=0$，特征值 $\\lambda_1=${a + b}$，$\\lambda_2=${a - b}$。对应特征向量 $\\xi_1=(1,1)^{\\mathrm T}$，$\\xi_2=(1,-1)^{\\mathrm T}$，二者已正交，单位化得 $Q=\\dfrac{1}{\\sqrt2}${matrixTex(
      [
        [1, 1],
        [1, -1],
      ],
    )}$。标准形 $f=${leadTerm(a + b, "y_1^2")}${signedTerm(a - b, "y_2^2")}$。`,
    [
      ["写出二次型矩阵", 2],
      ["求出特征值", 3],
      ["求出特征向量", 3],
      ["单位化得到正交矩阵", 2],
      ["写出标准形", 2],
    ],
    "实对称矩阵不同特征值的特征向量必正交，只需单位化；若有重特征值，还要先施密特正交化。",
    3,
  );

const densityMoments: Template<{ n: number }> = (code, s, { n }) => {
  const k = n + 1;
  const mean = frac(n + 1, n + 2);
  const second = frac(n + 1, n + 3);
  const variance = second.minus(mean.times(mean));
  const half = frac(1, 2 ** (n + 1));
  return solve(
    code,
    kp(s, "moments"),
    `设随机变量 $X$ 的概率密度为 $f(x)=\\begin{cases}k${n === 1 ? "x" : `x^{${n}}`}, & 0<x<1,\\\\0, & \\text{其他}.\\end{cases}$ 求：（1）常数 $k$；（2）$E(X)$ 与 $D(X)$；（3）$P\\left\\{X\\le\\dfrac12\\right\\}$。`,
    `（1）由 $\\displaystyle\\int_0^1 kx^{${n}}\\mathrm{d}x=\\frac{k}{${n + 1}}=1$ 得 $k=${k}$。（2）$\\displaystyle E(X)=\\int_0^1 ${k}x^{${n + 1}}\\mathrm{d}x=${mean.tex()}$，$E(X^2)=${second.tex()}$，$D(X)=E(X^2)-[E(X)]^2=${variance.tex()}$。（3）$\\displaystyle P\\left\\{X\\le\\frac12\\right\\}=\\int_0^{\\frac12}${k}x^{${n}}\\mathrm{d}x=\\left(\\frac12\\right)^{${n + 1}}=${half.tex()}$。`,
    [
      ["由归一性求出 k", 3],
      ["求出 E(X)", 3],
      ["求出 E(X²) 与 D(X)", 4],
      ["求出概率", 2],
    ],
    "连续型随机变量：先用 $\\int f=1$ 定常数，再用 $E(X)=\\int xf(x)\\,\\mathrm{d}x$ 和 $D(X)=E(X^2)-[E(X)]^2$。",
    2,
  );
};

const greenTheorem: Template<{ a: number; b: number; r: number }> = (code, s, { a, b, r }) =>
  solve(
    code,
    kp(s, "double-integral"),
    `计算曲线积分 $\\displaystyle I=\\oint_L(x^2-${leadTerm(a, "y")})\\,\\mathrm{d}x+(${leadTerm(b, "x")}+y^2)\\,\\mathrm{d}y$，其中 $L$ 为圆周 $x^2+y^2=${r * r}$，取逆时针方向。`,
    `$P=x^2-${leadTerm(a, "y")}$，$Q=${leadTerm(b, "x")}+y^2$ 在圆盘 $D:x^2+y^2\\le${r * r}$ 上有连续偏导数，$L$ 为 $D$ 的正向边界。由格林公式，$\\displaystyle I=\\iint_D\\left(\\frac{\\partial Q}{\\partial x}-\\frac{\\partial P}{\\partial y}\\right)\\mathrm{d}\\sigma=\\iint_D(${b}+${a})\\,\\mathrm{d}\\sigma=${a + b}\\cdot${r * r}\\pi=${(a + b) * r * r}\\pi$。`,
    [
      ["说明满足格林公式的条件（闭曲线、正向、偏导连续）", 3],
      ["写出格林公式", 3],
      ["正确计算 $\\dfrac{\\partial Q}{\\partial x}-\\dfrac{\\partial P}{\\partial y}$", 3],
      ["计算二重积分得到结果", 3],
    ],
    "平面闭曲线积分首选格林公式；注意方向（逆时针为正）和奇点（这里没有）。",
    3,
  );

const seriesSum: Template<{ a: number }> = (code, s, { a }) => {
  const term = a === 1 ? "\\frac{x^n}{n}" : `\\frac{x^n}{n\\cdot ${a}^n}`;
  const sum = a === 1 ? "-\\ln(1-x)" : `-\\ln\\left(1-\\frac{x}{${a}}\\right)`;
  return solve(
    code,
    kp(s, "series"),
    `求幂级数 $\\displaystyle\\sum_{n=1}^{\\infty}${term}$ 的收敛域及和函数。`,
    `$\\displaystyle\\lim_{n\\to\\infty}\\left|\\frac{a_{n+1}}{a_n}\\right|=\\frac{1}{${a}}$，收敛半径 $R=${a}$。$x=${a}$ 时级数为 $\\sum\\frac1n$，发散；$x=-${a}$ 时为 $\\sum\\frac{(-1)^n}{n}$，收敛。收敛域为 $[-${a},${a})$。设和函数为 $S(x)$，则 $S(0)=0$，$\\displaystyle S'(x)=\\sum_{n=1}^{\\infty}\\frac{x^{n-1}}{${a}^n}=\\frac{1}{${a}-x}$，积分得 $S(x)=${sum}$，$x\\in[-${a},${a})$。`,
    [
      ["求出收敛半径", 3],
      ["讨论两个端点，写出收敛域", 3],
      ["逐项求导（或积分）得到关于 $S'(x)$ 的表达式", 4],
      ["积分得到和函数并注明范围", 2],
    ],
    "求和函数的常用手法：逐项求导消去分母中的 $n$，化为等比级数求和后再积分回来。",
    3,
  );
};

const profitMaximum: Template<{ p: number; c0: number; c1: number; c2: number }> = (code, s, { p, c0, c1, c2 }) => {
  const q = frac(p - c1, 2 * c2);
  const profit = frac((p - c1) ** 2, 4 * c2).minus(c0);
  return solve(
    code,
    kp(s, "economics"),
    `某企业生产一种产品，售价为 $${p}$（万元/吨），总成本函数为 $C(q)=${c0}+${c1}q+${c2}q^2$（万元），$q$ 为产量（吨）。求利润最大时的产量及最大利润。`,
    `利润 $L(q)=${p}q-(${c0}+${c1}q+${c2}q^2)=-${c2}q^2+${p - c1}q-${c0}$。令 $L'(q)=${p - c1}-${2 * c2}q=0$，得 $q=${q.tex()}$；$L''(q)=-${2 * c2}<0$，故 $q=${q.tex()}$ 吨时利润最大，最大利润 $L(${q.tex()})=${profit.tex()}$（万元）。`,
    [
      ["正确写出利润函数", 3],
      ["求导并求出驻点", 4],
      ["用二阶导数（或单调性）说明是最大值", 2],
      ["求出最大利润", 3],
    ],
    "经济应用题：利润 = 收益 − 成本，边际收益等于边际成本时取得最大利润。",
    2,
  );
};

// Written once: proofs and a joint distribution.

const proofs: Array<(code: string, s: MathSubject) => QuestionItem> = [
  (code, s) =>
    solve(
      code,
      kp(s, "derivative"),
      "证明：当 $x>0$ 时，$\\dfrac{x}{1+x}<\\ln(1+x)<x$。",
      "令 $g(x)=x-\\ln(1+x)$，则 $g'(x)=1-\\dfrac{1}{1+x}=\\dfrac{x}{1+x}>0$（$x>0$），$g$ 在 $[0,+\\infty)$ 上单调增加，$g(x)>g(0)=0$，即 $\\ln(1+x)<x$。令 $h(x)=\\ln(1+x)-\\dfrac{x}{1+x}$，则 $h'(x)=\\dfrac{1}{1+x}-\\dfrac{1}{(1+x)^2}=\\dfrac{x}{(1+x)^2}>0$，$h(x)>h(0)=0$，即 $\\ln(1+x)>\\dfrac{x}{1+x}$。",
      [
        ["构造辅助函数证明右边不等式", 5],
        ["构造辅助函数证明左边不等式", 5],
      ],
      "证明函数不等式的基本方法：移项构造辅助函数，用导数判断单调性，再与端点值比较。也可用拉格朗日中值定理一次证明两边。",
      3,
    ),
  (code, s) =>
    solve(
      code,
      kp(s, "derivative"),
      "设 $f(x)$ 在 $[0,1]$ 上连续，在 $(0,1)$ 内可导，且 $f(0)=0$，$f(1)=1$。证明：存在 $\\xi\\in(0,1)$，使得 $f'(\\xi)=2\\xi$。",
      "令 $g(x)=f(x)-x^2$，则 $g$ 在 $[0,1]$ 上连续，在 $(0,1)$ 内可导，且 $g(0)=0$，$g(1)=1-1=0$。由罗尔定理，存在 $\\xi\\in(0,1)$ 使 $g'(\\xi)=f'(\\xi)-2\\xi=0$，即 $f'(\\xi)=2\\xi$。",
      [
        ["构造辅助函数 $g(x)=f(x)-x^2$", 4],
        ["验证罗尔定理的条件", 4],
        ["得出结论", 2],
      ],
      "要证 $f'(\\xi)=2\\xi$，即 $[f(x)-x^2]'$ 在某点为零，由结论反推辅助函数是中值定理证明题的常用思路。",
      3,
    ),
  (code, s) =>
    solve(
      code,
      kp(s, "limit"),
      "证明方程 $x^5+x-1=0$ 有且仅有一个实根，且该根位于 $(0,1)$ 内。",
      "令 $f(x)=x^5+x-1$，$f$ 在 $[0,1]$ 上连续，$f(0)=-1<0$，$f(1)=1>0$，由零点定理，存在 $x_0\\in(0,1)$ 使 $f(x_0)=0$。又 $f'(x)=5x^4+1>0$，$f$ 在 $(-\\infty,+\\infty)$ 内严格单调增加，故实根唯一。",
      [
        ["用零点定理证明根的存在性", 5],
        ["用单调性证明唯一性", 5],
      ],
      "“存在性”用零点定理，“唯一性”用单调性（或反证法结合罗尔定理）。",
      2,
    ),
  (code, s) =>
    solve(
      code,
      kp(s, "derivative"),
      "证明：当 $x>0$ 时，$\\mathrm{e}^x>1+x+\\dfrac{x^2}{2}$。",
      "令 $g(x)=\\mathrm{e}^x-1-x-\\dfrac{x^2}{2}$，则 $g'(x)=\\mathrm{e}^x-1-x$，$g''(x)=\\mathrm{e}^x-1>0$（$x>0$）。故 $g'$ 在 $[0,+\\infty)$ 上单调增加，$g'(x)>g'(0)=0$；从而 $g$ 单调增加，$g(x)>g(0)=0$。",
      [
        ["构造辅助函数并求一阶导数", 3],
        ["利用二阶导数说明一阶导数为正", 4],
        ["得出结论", 3],
      ],
      "一阶导数的符号不明显时，再求一次导数，逐级判断。",
      3,
    ),
];

const jointUniform = (code: string, s: MathSubject): QuestionItem =>
  solve(
    code,
    kp(s, "joint"),
    "设二维随机变量 $(X,Y)$ 在区域 $D=\\{(x,y)\\mid 0<y<x<1\\}$ 上服从均匀分布。（1）求 $X$ 与 $Y$ 的边缘概率密度，并判断 $X$ 与 $Y$ 是否独立；（2）求 $\\operatorname{Cov}(X,Y)$。",
    "$D$ 的面积为 $\\frac12$，联合密度 $f(x,y)=2$，$(x,y)\\in D$。（1）$f_X(x)=\\int_0^x2\\,\\mathrm{d}y=2x$（$0<x<1$），$f_Y(y)=\\int_y^12\\,\\mathrm{d}x=2(1-y)$（$0<y<1$）。由于 $f(x,y)\\ne f_X(x)f_Y(y)$，$X$ 与 $Y$ 不独立。（2）$E(X)=\\int_0^12x^2\\mathrm{d}x=\\frac23$，$E(Y)=\\int_0^12y(1-y)\\mathrm{d}y=\\frac13$，$E(XY)=\\int_0^1\\int_0^x2xy\\,\\mathrm{d}y\\,\\mathrm{d}x=\\int_0^1x^3\\mathrm{d}x=\\frac14$，$\\operatorname{Cov}(X,Y)=\\frac14-\\frac23\\cdot\\frac13=\\frac{1}{36}$。",
    [
      ["写出联合密度", 2],
      ["求出两个边缘密度", 4],
      ["判断不独立并说明理由", 2],
      ["求出 $E(X)$、$E(Y)$、$E(XY)$ 及协方差", 4],
    ],
    "均匀分布的联合密度是区域面积的倒数；求边缘密度时积分限由区域决定，是本题的易错点。",
    3,
  );

const maximumLikelihood = (code: string, s: MathSubject, sample: readonly number[]): QuestionItem => {
  const sum = sample.reduce((a, b) => a + b, 0);
  const tenths = Math.round(sum * 10);
  const estimate = frac(sample.length * 10, tenths);
  return solve(
    code,
    kp(s, "statistics"),
    `设总体 $X$ 的概率密度为 $f(x;\\theta)=\\begin{cases}\\theta\\mathrm{e}^{-\\theta x}, & x>0,\\\\0, & x\\le0,\\end{cases}$ 其中 $\\theta>0$ 未知。（1）求 $\\theta$ 的最大似然估计量；（2）若样本观测值为 $${sample.join(",\\ ")}$，求 $\\theta$ 的最大似然估计值。`,
    `（1）似然函数 $L(\\theta)=\\theta^n\\mathrm{e}^{-\\theta\\sum x_i}$，$\\ln L=n\\ln\\theta-\\theta\\sum x_i$，令 $\\dfrac{\\mathrm{d}\\ln L}{\\mathrm{d}\\theta}=\\dfrac{n}{\\theta}-\\sum x_i=0$，得 $\\hat\\theta=\\dfrac{1}{\\overline X}$。（2）$n=${sample.length}$，$\\sum x_i=${tenths / 10}$，$\\hat\\theta=\\dfrac{${sample.length}}{${tenths / 10}}=${estimate.tex()}$。`,
    [
      ["写出似然函数", 3],
      ["取对数并求导", 4],
      ["得到估计量", 3],
      ["代入样本求出估计值", 2],
    ],
    "最大似然估计四步：写似然函数、取对数、求导令其为零、解出参数；注意估计量用大写 $\\overline X$，估计值用样本数据。",
    2,
  );
};

// ---------------------------------------------------------------------------------------------------------------
// Which templates each subject uses, with their parameter sets. The first set of each is the mock paper's.

type Made = (s: MathSubject, code: string) => QuestionItem;

const variants = <P>(template: Template<P>, params: readonly P[]): Made[] =>
  params.map((p) => (s, code) => template(code, s, p));

const M1 = [
  [1, 2, 1],
  [0, 1, 3],
  [2, 1, 1],
] as const;
const M2 = [
  [2, 1, 0],
  [1, 3, 1],
  [0, 2, 4],
] as const;
const M3 = [
  [1, -1, 2],
  [3, 0, 1],
  [1, 2, 1],
] as const;
const M4 = [
  [2, 0, 1],
  [1, 1, 0],
  [0, 1, 3],
] as const;

const catalogue = {
  limitSinLn: variants(limitSinLn, [
    { a: 2, b: 3 },
    { a: 3, b: 2 },
    { a: 4, b: 5 },
    { a: 5, b: 3 },
  ]),
  equivalentCos: variants(equivalentCos, [{ a: 2 }, { a: 3 }, { a: 4 }]),
  derivativeLog: variants(derivativeLog, [
    { a: 1, b: 2 },
    { a: 3, b: 1 },
    { a: 2, b: -1 },
  ]),
  oddIntegral: variants(oddIntegral, [
    { a: 1, b: 3 },
    { a: 2, b: 5 },
    { a: 3, b: 2 },
  ]),
  tangentLine: variants(tangentLine, [{ a: 4 }, { a: 5 }, { a: 6 }]),
  cubicMaximum: variants(cubicMaximum, [{ a: 1 }, { a: 2 }, { a: 4 }]),
  inverseDeterminant: variants(inverseDeterminant, [{ d: 2 }, { d: 3 }, { d: 5 }]),
  eigenDeterminant: variants(eigenDeterminant, [
    { l: [1, 2, 3] as const },
    { l: [1, -1, 2] as const },
    { l: [2, 3, -2] as const },
  ]),
  poissonSecondMoment: variants(poissonSecondMoment, [{ l: 3 }, { l: 4 }, { l: 5 }]),
  uniformVariance: variants(uniformVariance, [
    { a: 1, b: 7 },
    { a: 0, b: 4 },
    { a: 2, b: 8 },
  ]),
  independentUnion: variants(independentUnion, [
    { p: 5, q: 4 },
    { p: 3, q: 6 },
    { p: 2, q: 7 },
  ]),
  seriesRadius: variants(seriesRadius, [{ a: 2 }, { a: 3 }, { a: 4 }]),
  firstOrderOde: variants(firstOrderOde, [{ p: 2 }, { p: 3 }]),
  mixedPartial: variants(mixedPartial, [
    { m: 2, n: 4 },
    { m: 2, n: 5 },
    { m: 3, n: 5 },
  ]),
  rectangleIntegral: variants(rectangleIntegral, [
    { a: 2, b: 3 },
    { a: 1, b: 2 },
    { a: 1, b: 3 },
  ]),
  limitSinFill: variants(limitSinFill, [
    { a: 3, b: 4 },
    { a: 6, b: 4 },
    { a: 5, b: 2 },
  ]),
  limitE: variants(limitE, [
    { a: 2, b: 3 },
    { a: 1, b: 4 },
    { a: 3, b: 2 },
  ]),
  wallisFill: variants(wallisFill, [{ n: 4 }, { n: 5 }, { n: 6 }, { n: 3 }, { n: 7 }]),
  logDerivativeFill: variants(logDerivativeFill, [{ a: 3 }, { a: 1 }, { a: 4 }]),
  areaFill: variants(areaFill, [{ k: 2 }, { k: 3 }, { k: 1 }]),
  determinantFill: variants(determinantFill, [{ m: M1 }, { m: M2 }, { m: M3 }]),
  eigenFill: variants(eigenFill, [{ l: [1, 2, 3] as const }, { l: [-1, 1, 2] as const }, { l: [2, 2, 3] as const }]),
  binomialVariance: variants(binomialVariance, [
    { n: 10, p: 4 },
    { n: 20, p: 3 },
    { n: 5, p: 5 },
  ]),
  exponentialVariance: variants(exponentialVariance, [{ l: 2 }, { l: 3 }, { l: 5 }]),
  radiusFill: variants(radiusFill, [{ a: 3 }, { a: 2 }]),
  greenCircle: variants(greenCircle, [{ r: 2 }, { r: 3 }]),
  odeValue: variants(odeValue, [
    { k: 2, c: 3 },
    { k: 3, c: 2 },
  ]),
  elasticityFill: variants(elasticityFill, [
    { a: 100, b: 2, p: 20 },
    { a: 120, b: 3, p: 10 },
    { a: 60, b: 1, p: 15 },
  ]),
  cubicExtrema: variants(cubicExtrema, [
    { a: 1, b: 2 },
    { a: 2, b: -3 },
    { a: 3, b: 5 },
  ]),
  integrationByParts: variants(integrationByParts, [{ a: 2 }, { a: 1 }, { a: 3 }]),
  areaVolume: variants(areaVolume, [{ k: 2 }, { k: 1 }]),
  saddleOrMinimum: variants(saddleOrMinimum, [
    { a: 1, b: 1 },
    { a: 2, b: -1 },
    { a: 1, b: 3 },
  ]),
  secondOrderOde: variants(secondOrderOde, [
    { r1: 1, r2: 2, c1: 1, c2: 1 },
    { r1: -1, r2: 3, c1: 2, c2: -1 },
    { r1: 2, r2: -2, c1: 1, c2: 3 },
  ]),
  cramerSystem: variants(cramerSystem, [
    { m: M1, x: [1, -1, 2] as const },
    { m: M4, x: [2, 1, -1] as const },
    { m: M3, x: [0, 1, 1] as const },
  ]),
  quadraticForm: variants(quadraticForm, [
    { a: 2, b: 1 },
    { a: 3, b: 2 },
    { a: 1, b: 2 },
  ]),
  densityMoments: variants(densityMoments, [{ n: 1 }, { n: 2 }, { n: 3 }]),
  greenTheorem: variants(greenTheorem, [
    { a: 1, b: 2, r: 2 },
    { a: 3, b: 1, r: 1 },
  ]),
  seriesSum: variants(seriesSum, [{ a: 2 }, { a: 1 }, { a: 3 }]),
  profitMaximum: variants(profitMaximum, [
    { p: 50, c0: 100, c1: 10, c2: 2 },
    { p: 80, c0: 50, c1: 20, c2: 3 },
  ]),
  proofs: proofs.map(
    (make): Made =>
      (s, code) =>
        make(code, s),
  ),
  jointUniform: [(s: MathSubject, code: string) => jointUniform(code, s)] as Made[],
  maximumLikelihood: [
    (s: MathSubject, code: string) => maximumLikelihood(code, s, [0.8, 1.2, 2, 1.5, 0.5]),
    (s: MathSubject, code: string) => maximumLikelihood(code, s, [1, 0.5, 1.5, 1]),
  ] as Made[],
} satisfies Record<string, Made[]>;

type TemplateName = keyof typeof catalogue;

/** A subject's paper: which template fills each slot (its first variant), and which templates it practises. */
interface SubjectPlan {
  choices: TemplateName[];
  fills: TemplateName[];
  /** 17 (10 分), then 18–22 (12 分). */
  solutions: TemplateName[];
  practice: TemplateName[];
}

const plans: Record<MathSubject, SubjectPlan> = {
  math1: {
    choices: [
      "limitSinLn",
      "derivativeLog",
      "oddIntegral",
      "mixedPartial",
      "seriesRadius",
      "firstOrderOde",
      "inverseDeterminant",
      "eigenDeterminant",
      "poissonSecondMoment",
      "independentUnion",
    ],
    fills: ["limitE", "wallisFill", "greenCircle", "radiusFill", "determinantFill", "binomialVariance"],
    solutions: ["cubicExtrema", "saddleOrMinimum", "greenTheorem", "seriesSum", "quadraticForm", "densityMoments"],
    practice: [
      "equivalentCos",
      "cubicMaximum",
      "rectangleIntegral",
      "uniformVariance",
      "limitSinFill",
      "eigenFill",
      "exponentialVariance",
      "integrationByParts",
      "cramerSystem",
      "proofs",
      "jointUniform",
      "maximumLikelihood",
    ],
  },
  math2: {
    choices: [
      "limitSinLn",
      "equivalentCos",
      "derivativeLog",
      "oddIntegral",
      "tangentLine",
      "cubicMaximum",
      "firstOrderOde",
      "mixedPartial",
      "inverseDeterminant",
      "eigenDeterminant",
    ],
    fills: ["limitSinFill", "limitE", "wallisFill", "logDerivativeFill", "areaFill", "determinantFill"],
    solutions: [
      "cubicExtrema",
      "integrationByParts",
      "areaVolume",
      "saddleOrMinimum",
      "secondOrderOde",
      "cramerSystem",
    ],
    practice: ["rectangleIntegral", "eigenFill", "odeValue", "quadraticForm", "proofs"],
  },
  math3: {
    choices: [
      "limitSinLn",
      "equivalentCos",
      "oddIntegral",
      "cubicMaximum",
      "seriesRadius",
      "rectangleIntegral",
      "inverseDeterminant",
      "eigenDeterminant",
      "poissonSecondMoment",
      "uniformVariance",
    ],
    fills: ["limitSinFill", "elasticityFill", "wallisFill", "odeValue", "eigenFill", "exponentialVariance"],
    solutions: ["cubicExtrema", "profitMaximum", "seriesSum", "saddleOrMinimum", "cramerSystem", "jointUniform"],
    practice: [
      "derivativeLog",
      "mixedPartial",
      "independentUnion",
      "determinantFill",
      "binomialVariance",
      "integrationByParts",
      "quadraticForm",
      "densityMoments",
      "proofs",
      "maximumLikelihood",
    ],
  },
};

const prefixes: Record<MathSubject, string> = { math1: "m1", math2: "m2", math3: "m3" };

export interface MathSubjectQuestions {
  questions: QuestionItem[];
  /** The mock paper's codes: 选择 1–10, 填空 11–16, 解答 17–22. */
  layout: { choices: string[]; fills: string[]; solutions: string[] };
}

/** Every variant of a subject's templates; the first variant of each paper template goes into the mock paper. */
export function mathQuestions(subject: MathSubject): MathSubjectQuestions {
  const plan = plans[subject];
  const prefix = prefixes[subject];
  const questions: QuestionItem[] = [];
  const made = new Map<TemplateName, string[]>();
  const make = (name: TemplateName, points?: number) => {
    if (made.has(name)) return made.get(name)!;
    const codes = catalogue[name].map((build, index) => {
      const item = build(subject, `${prefix}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${index + 1}`);
      questions.push(points !== undefined && item.kind === "subjective" && index === 0 ? { ...item, points } : item);
      return item.code as string;
    });
    made.set(name, codes);
    return codes;
  };
  const first = (name: TemplateName, points?: number) => make(name, points)[0]!;
  const layout = {
    choices: plan.choices.map((name) => first(name)),
    fills: plan.fills.map((name) => first(name)),
    solutions: plan.solutions.map((name, index) => first(name, index === 0 ? 10 : 12)),
  };
  for (const name of plan.practice) make(name);
  return { questions, layout };
}
