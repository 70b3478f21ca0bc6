/** An address as running text, one way for the checkout steps and the order pages. */
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

/** Where it goes, with the page's list separator: "12 Nile St, Building 4, Zamalek, Cairo". */
export const streetLineOf = (address: AddressParts, separator: string): string =>
  [address.address1, address.streetName, address.building, address.area, address.city]
    .filter(Boolean)
    .join(separator);
