import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConsentLine } from '../../features/auth/components/consent-line';
import { LoginCard } from '../../features/auth/components/login-card';
import { LoginOptions } from '../../features/auth/components/login-options';
import { PhoneLoginForm } from '../../features/auth/components/phone-login-form';

/** '/': the sign-in options, or the phone flow once Phone Number is chosen. */
export function LoginRoute() {
  const [method, setMethod] = useState<'options' | 'phone'>('options');
  const navigate = useNavigate();

  return (
    <LoginCard>
      {method === 'phone' ? (
        <PhoneLoginForm
          onBack={() => setMethod('options')}
          onLoggedIn={() => void navigate('/dashboard', { replace: true })}
        />
      ) : (
        <LoginOptions onChoosePhone={() => setMethod('phone')} />
      )}
      <ConsentLine />
    </LoginCard>
  );
}
