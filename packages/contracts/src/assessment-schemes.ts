import type { CurriculumFrameworkKey } from './curriculum.js';
import { frameworkCompetency } from './curriculum.js';

/**
 * Assessment schemes as data (issue 17, decision 050): a scheme is its **dimensions** (what each
 * judgement looks at) and its **levels** (the ordered words a judgement picks from). Two ship, the
 * foundational-stage cards Indian schools are asked to give families; a school may define its own.
 *
 * A dimension either applies to every competency (PARAKH judges each competency on Awareness,
 * Sensitivity and Creativity) or only to competencies of some framework domains (CBSE groups the
 * NCF's domains under the three developmental goals, and judges each competency once, under its
 * goal). So a child's judgement is (competency, dimension) → level, whatever the scheme.
 */

export interface SchemeDimension {
  /** Unique within the scheme: 'awareness', 'dg-1', ... */
  key: string;
  label: string;
  description: string;
  /**
   * Framework domain codes ('NCF-PHY', ...) whose competencies this dimension judges; empty:
   * every competency of any framework.
   */
  domains: readonly string[];
}

export interface SchemeLevel {
  /** Unique within the scheme: 'stream', 'beginner', ... */
  key: string;
  label: string;
  description: string;
}

export interface AssessmentSchemeData {
  /** A shipped scheme's key, or a school scheme's id. */
  key: string;
  name: string;
  /** Where it comes from: publisher and document; '' for a school's own. */
  source: string;
  dimensions: readonly SchemeDimension[];
  /** In order, from the first step to the furthest. */
  levels: readonly SchemeLevel[];
}

/**
 * PARAKH (NCERT) Holistic Progress Card for the Foundational Stage: each competency observed in
 * activities is judged on three abilities at three levels. Source: PARAKH, NCERT, "Holistic
 * Progress Card — Foundational Stage" (2023), https://parakh.ncert.gov.in/hpc. Descriptions
 * written for this product.
 */
export const parakhFoundationalScheme: AssessmentSchemeData = {
  key: 'parakh_fs',
  name: 'PARAKH Holistic Progress Card (Foundational Stage)',
  source: 'PARAKH, NCERT — Holistic Progress Card, Foundational Stage (2023), parakh.ncert.gov.in/hpc',
  dimensions: [
    {
      key: 'awareness',
      label: 'Awareness',
      description: 'Knows and notices: the child shows what they know and understand',
      domains: [],
    },
    {
      key: 'sensitivity',
      label: 'Sensitivity',
      description: 'Cares and responds: the child relates to people, materials and surroundings',
      domains: [],
    },
    {
      key: 'creativity',
      label: 'Creativity',
      description: 'Makes and tries: the child uses what they know in new ways',
      domains: [],
    },
  ],
  levels: [
    { key: 'stream', label: 'Stream', description: 'Beginning: does it with help' },
    { key: 'mountain', label: 'Mountain', description: 'Progressing: does it with a little help' },
    { key: 'sky', label: 'Sky', description: 'Proficient: does it on their own' },
  ],
};

/**
 * CBSE's foundational-stage progress card: the three developmental goals of NIPUN Bharat / NCF-FS
 * at four levels. The goals group the NCF's domains (decision 050): health and well-being
 * (physical, socio-emotional), effective communicators (language and literacy), involved learners
 * (cognitive, aesthetic and cultural, positive learning habits). Source: CBSE, "Holistic Progress
 * Card — Foundational Stage" (2024), after NCF-FS 2022 chapter 2 and NIPUN Bharat (2021).
 */
export const cbseFoundationalScheme: AssessmentSchemeData = {
  key: 'cbse_fs',
  name: 'CBSE Holistic Progress Card (Foundational Stage)',
  source: 'CBSE — Holistic Progress Card, Foundational Stage (2024); NCF-FS 2022; NIPUN Bharat (2021)',
  dimensions: [
    {
      key: 'dg-1',
      label: 'DG-1 Health and well-being',
      description: 'Children maintain good health and well-being',
      domains: ['NCF-PHY', 'NCF-SEE'],
    },
    {
      key: 'dg-2',
      label: 'DG-2 Effective communicators',
      description: 'Children become effective communicators',
      domains: ['NCF-LIT'],
    },
    {
      key: 'dg-3',
      label: 'DG-3 Involved learners',
      description: 'Children become involved learners and connect with their immediate environment',
      domains: ['NCF-COG', 'NCF-AES', 'NCF-PLH'],
    },
  ],
  levels: [
    { key: 'beginner', label: 'Beginner', description: 'Tries with support' },
    { key: 'progressing', label: 'Progressing', description: 'Does it sometimes, with prompts' },
    { key: 'proficient', label: 'Proficient', description: 'Does it on their own' },
    { key: 'advanced', label: 'Advanced', description: 'Does it with ease and helps others' },
  ],
};

export const shippedAssessmentSchemes: readonly AssessmentSchemeData[] = [
  parakhFoundationalScheme,
  cbseFoundationalScheme,
];
export const shippedSchemeKeys = ['parakh_fs', 'cbse_fs'] as const;
export type ShippedSchemeKey = (typeof shippedSchemeKeys)[number];

export function shippedScheme(key: string): AssessmentSchemeData | undefined {
  return shippedAssessmentSchemes.find((scheme) => scheme.key === key);
}

/**
 * The dimensions a competency is judged on under a scheme: every dimension without domains, and
 * those naming the competency's domain. Empty when the code is not in the framework.
 */
export function dimensionsForCompetency(
  scheme: Pick<AssessmentSchemeData, 'dimensions'>,
  framework: CurriculumFrameworkKey,
  competencyCode: string,
): SchemeDimension[] {
  const found = frameworkCompetency(framework, competencyCode);
  if (!found) return [];
  return scheme.dimensions.filter(
    (dimension) => dimension.domains.length === 0 || dimension.domains.includes(found.domain.code),
  );
}

/**
 * Whether a scheme can judge any competency of a framework whose domains are `frameworkDomainCodes`
 * (CBSE's goals name NCF domains only, so it does not fit an EYFS class).
 */
export function schemeFitsFramework(
  scheme: Pick<AssessmentSchemeData, 'dimensions'>,
  frameworkDomainCodes: readonly string[],
): boolean {
  return scheme.dimensions.some(
    (dimension) =>
      dimension.domains.length === 0 || dimension.domains.some((code) => frameworkDomainCodes.includes(code)),
  );
}

/** A level's position in its scheme (0 first), or -1 when the scheme has no such level. */
export function levelIndex(scheme: Pick<AssessmentSchemeData, 'levels'>, levelKey: string): number {
  return scheme.levels.findIndex((level) => level.key === levelKey);
}
