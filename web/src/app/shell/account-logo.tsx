import { Link } from '../../lib/router';
import { useAccountTheme } from '../../features/customisation/api/get-theme';
import { FormaLogo } from './forma-logo';

/**
 * The header logo (platform.md 2.10): the account's custom logo with its hd 2x version, else
 * Forma's. Links to '/'; the link is named by the logo it shows (its alt text or the wordmark).
 */
export function AccountLogo() {
  const { data: theme } = useAccountTheme();
  const logo = theme?.logo;
  const src = logo?.logo ?? logo?.original ?? null;
  return (
    <Link to="/" style={{ display: 'flex', alignItems: 'center' }}>
      {src ? (
        <img
          src={src}
          srcSet={logo?.hd ? `${src} 1x, ${logo.hd} 2x` : undefined}
          alt={theme?.user?.title ?? 'Logo'}
          style={{ height: 36, maxWidth: 180, objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <FormaLogo />
      )}
    </Link>
  );
}
