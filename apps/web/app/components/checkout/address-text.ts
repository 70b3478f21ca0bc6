/**
 * An address as the checkout steps and the order pages show it, as parts: each is shown isolated
 * (components/ui/isolated-parts.tsx), since one address may mix Arabic and Latin writing.
 */
interface AddressParts {
  fName?: string | null;
  lName?: string | null;
  address1?: string | null;
  streetName?: string | null;
  building?: string | null;
  area?: string | null;
  city?: string | null;
}

/** Who the parcel is for: "Mona Adel". */
export const addresseeOf = (address: AddressParts): string =>
  [address.fName, address.lName].filter(Boolean).join(' ');

/** Where it goes: ["12 Nile St", "Building 4", "Zamalek", "Cairo"]. */
export const streetPartsOf = (address: AddressParts): string[] =>
  [address.address1, address.streetName, address.building, address.area, address.city].filter(
    (part): part is string => Boolean(part),
  );

/** The addressee, then the street parts. */
export const addressPartsOf = (address: AddressParts): string[] =>
  [addresseeOf(address), ...streetPartsOf(address)].filter(Boolean);
