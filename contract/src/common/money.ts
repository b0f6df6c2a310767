// Integer money: amounts are kept in the currency's minor unit and shown in its major one.

export function currencyExponent(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

/** The sign an amount of the currency is written with: '$', '£', '€', '¥' ('CHF' when none). */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();
  } catch {
    return currency.toUpperCase();
  }
}

/** The display string of an amount, e.g. '$19.99', '£10.00', '¥1,500'. */
export function formatPrice(minor: number, currency: string): string {
  const major = toMajor(minor, currency);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
}
