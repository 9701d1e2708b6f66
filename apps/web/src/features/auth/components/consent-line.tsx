import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const links = { privacy: '/public/privacy', terms: '/public/terms' } as const;

/**
 * The sentence with its two links marked as in the catalog: '... <privacy>Privacy Policy</privacy>
 * and <terms>Terms of Service</terms>.' (each language puts them where its grammar wants). Read here
 * rather than with react-i18next's <Trans>, whose HTML parser would add ~4 KB to the sign-in screen
 * (web budget, docs/decisions/007-web-budgets-and-languages.md).
 */
function withLinks(sentence: string) {
  return sentence.split(/<(privacy|terms)>(.*?)<\/\1>/).map((part, index, parts) => {
    // split() with two capture groups: text, tag, link text, text, tag, link text, text...
    if (index % 3 === 1) {
      return (
        <Anchor key={index} component={Link} to={links[part as keyof typeof links]} inherit>
          {parts[index + 1]}
        </Anchor>
      );
    }
    return index % 3 === 0 ? <Fragment key={index}>{part}</Fragment> : null;
  });
}

/** "By continuing, you agree to ..." with the privacy policy and terms links (spec "Login screen"). */
export function ConsentLine() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" ta="center">
      {withLinks(t('login.consent'))}
    </Text>
  );
}
